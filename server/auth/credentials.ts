// The email and password a form sends, read the same way by sign-up and sign-in.
import { z } from 'zod';
import {
  isEmailAddress,
  MAX_EMAIL_LENGTH,
  normalizeEmail,
} from '#domain/accounts/email-address.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { plainText } from '#domain/text/input-rules.ts';

export const credentialsBody = z.object({
  email: plainText(MAX_EMAIL_LENGTH),
  password: plainText(1024),
});

export function checkCredentials(input: z.infer<typeof credentialsBody>) {
  const email = normalizeEmail(input.email);
  if (!email || !input.password) throw new AppError(ErrorCode.EMAIL_AND_PASSWORD_REQUIRED);
  if (!isEmailAddress(email)) throw new AppError(ErrorCode.INVALID_EMAIL);
  return { email, password: input.password };
}

/** An address on its own (forgot password, resend, access request). */
export function checkEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!email) throw new AppError(ErrorCode.EMAIL_REQUIRED);
  if (!isEmailAddress(email)) throw new AppError(ErrorCode.INVALID_EMAIL);
  return email;
}
