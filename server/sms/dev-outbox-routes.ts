// GET /dev/sms-outbox: outside production, the text messages the outbox kept for the
// caller (their codes and lists), newest first, so development needs no Twilio account.
// A code proves a phone number, so the operator's key is needed too (dev-outbox-key.ts).
import { Hono } from 'hono';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { hasDevOutboxKey } from '../mail/dev-outbox-key.ts';
import { readSmsOutbox } from './outbox-sender.ts';
import { z } from 'zod';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

const smsOutboxDoc = {
  tag: 'Development',
  summary: 'Development text-message outbox (with its key; never in production)',
  response: z.array(z.object({ to_phone: z.string(), body: z.string(), created_at: z.number() })),
  errors: [ErrorCode.NOT_FOUND, ErrorCode.NO_FAMILY],
} satisfies RouteDoc;

export function devSmsOutboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/sms-outbox', documented(smsOutboxDoc), async (c) => {
    if (deps.env.NODE_ENV === 'production' || !hasDevOutboxKey(c, deps.env)) {
      throw new AppError(ErrorCode.NOT_FOUND);
    }
    const caller = requireFamilyCaller(c);
    return c.json(await readSmsOutbox(deps.sql, caller.familyUserID));
  });
}
