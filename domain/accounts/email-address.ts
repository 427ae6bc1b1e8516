// One reading of an email address everywhere: trimmed, lower-cased, checked.
import { z } from '../zod-mini.ts';

export const MAX_EMAIL_LENGTH = 254;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && z.email().safeParse(value).success;
}
