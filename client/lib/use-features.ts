// Which optional features the server has on (GET /api/features), asked once per page
// load: screens skip the calls of a feature that is off instead of collecting 404s.
import { apiFetch } from './api.ts';

export type Features = { google_sign_in: boolean; calendar: boolean; assistant: boolean };

let cached: Promise<Features> | undefined;

export function loadFeatures(): Promise<Features> {
  cached ??= apiFetch<Features>('/features').catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
