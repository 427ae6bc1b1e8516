// The verification code rules (docs/spec.md §5 'Verification code', §9): shared by the Settings tab
// and the server.
import { z } from '../zod-mini.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { plainText } from '../text/input-rules.ts';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export const verifyPhoneBody = z.strictObject({ phone: plainText(40) });
export const verifyCodeBody = z.strictObject({ code: plainText(20) });

/** The code as typed, trimmed; a blank one is 'Code Required'. */
export function typedCode(raw: string): string {
  const code = raw.replace(/\s+/g, '');
  if (code === '') throw new AppError(ErrorCode.CODE_REQUIRED);
  return code;
}
