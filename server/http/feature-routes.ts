// GET /api/features: which optional features this server has on, so that the client
// makes no call to a feature that is off (each such call was a 404 in every console).
import { Hono } from 'hono';
import { assistantConfigured } from '../chat/assistant-config.ts';
import { calendarConfig } from '../calendar/calendar-config.ts';
import type { Env } from '../env.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { googleSignInEnabled } from '../auth/google-routes.ts';
import { z } from 'zod';
import { documented } from '../openapi/route-doc.ts';

export type Features = { google_sign_in: boolean; calendar: boolean; assistant: boolean };

export function enabledFeatures(env: Env): Features {
  return {
    google_sign_in: googleSignInEnabled(env),
    calendar: calendarConfig(env) !== null,
    assistant: assistantConfigured(env),
  };
}

export function featureRoutes(deps: AppDeps) {
  const features = enabledFeatures(deps.env);
  return new Hono<AppEnv>().get(
    '/features',
    documented({
      tag: 'Service',
      summary: 'Which optional features this server has',
      public: true,
      response: z.object({
        google_sign_in: z.boolean(),
        calendar: z.boolean(),
        assistant: z.boolean(),
      }),
    }),
    (c) => c.json(features),
  );
}
