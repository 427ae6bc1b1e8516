// Password sign-in: the same answer, in the same time, whether or not the address has an
// account; refused while the failure counters are full (each attempt counted before the
// password is checked); unverified addresses cannot sign in.
import type { Sql } from 'postgres';
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { AbuseLimits } from './abuse-limits.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';

type Account = { id: string; password_hash: string | null; email_verified_at: Date | null };

export type SignInDeps = {
  findAccount: (email: string) => Promise<Account | undefined>;
  verify: (hash: string, password: string) => Promise<boolean>;
  dummyHash: () => Promise<string>;
  limits: Pick<AbuseLimits, 'beginSignIn' | 'signInNotCounted' | 'signInSucceeded'>;
};

export function signInDeps(sql: Sql, limits: AbuseLimits): SignInDeps {
  return {
    findAccount: async (email) => {
      const [account] = await sql<Account[]>`
        SELECT id, password_hash, email_verified_at FROM private.account
         WHERE lower(email) = ${email}`;
      return account;
    },
    verify: verifyPassword,
    dummyHash: dummyPasswordHash,
    limits,
  };
}

/** The account id for a correct password, or an AppError. */
export async function signInWithPassword(
  deps: SignInDeps,
  input: { email: string; password: string; ip: string },
): Promise<string> {
  const ticket = await deps.limits.beginSignIn(input.email, input.ip);
  const account = await deps.findAccount(input.email);
  // A hash is verified either way, so that an unknown address takes as long to refuse.
  const valid = await deps.verify(
    account?.password_hash ?? (await deps.dummyHash()),
    input.password,
  );
  // A wrong password keeps the failure counted when the attempt began.
  if (!account || !account.password_hash || !valid)
    throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  if (!account.email_verified_at) {
    await deps.limits.signInNotCounted(ticket);
    throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED);
  }
  await deps.limits.signInSucceeded(input.email, ticket);
  return account.id;
}
