// A real Zero client in Node, connected through the app's /sync address with a
// session token, to prove what a browser (or a forged one) can and cannot do.
import { inject } from 'vitest';
import type { AuthContext } from '#domain/auth-context.ts';
import { openNodeZero } from '../../support/node-zero.ts';

export function openZero(token: string, context: AuthContext) {
  return openNodeZero(inject('appUrl'), { token, context });
}

type SignedIn = {
  api: { token?: string | null };
  session: { user_id: string; family_id: string | null; family_user_id: string | null };
};

/**
 * A Zero client of a signed-in member, with the context their session gives, or with parts
 * of it replaced by `claimed` (a forged client: the server must go by the session).
 */
export function zeroFor(member: SignedIn, claimed: Partial<AuthContext> = {}) {
  return openZero(member.api.token!, {
    userID: member.session.user_id,
    familyID: member.session.family_id,
    familyUserID: member.session.family_user_id,
    ...claimed,
  });
}

export async function eventually<T>(
  read: () => Promise<T> | T,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
