import type { AuthContext } from '../auth-context.ts';
import { AppError, ErrorCode } from '../errors.ts';

// Matches no row: ids are random UUIDs, never this.
const NO_FAMILY = '\u0000no-family';

/** The family every query filters by: the server-verified one, or one that matches nothing. */
export function familyScope(ctx: AuthContext | undefined): string {
  return ctx?.familyID ?? NO_FAMILY;
}

/** The caller's family for a write; refuses callers without a session or a family. */
export function requireFamily(ctx: AuthContext | undefined): string {
  if (!ctx?.userID) throw new AppError(ErrorCode.NOT_SIGNED_IN);
  if (!ctx.familyID) throw new AppError(ErrorCode.NO_FAMILY);
  return ctx.familyID;
}
