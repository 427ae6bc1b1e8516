// The password check behind POST /auth/login, with its collaborators replaced: the same
// work and the same answer whether or not the address has an account.
import { describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { signInWithPassword, type SignInDeps } from '#server/auth/sign-in.ts';

function fakeDeps(account?: { password: string; verified: boolean }) {
  const verified: string[] = [];
  const failures: string[] = [];
  let locked = false;
  const deps: SignInDeps = {
    findAccount: async () =>
      account && {
        id: 'account-1',
        password_hash: `hash:${account.password}`,
        email_verified_at: account.verified ? new Date() : null,
      },
    verify: async (hash, password) => {
      verified.push(hash);
      return hash === `hash:${password}`;
    },
    dummyHash: async () => 'hash:dummy-never-matches',
    limits: {
      // An attempt counts as a failure from its start until released.
      beginSignIn: async (email, ip) => {
        if (locked) throw new Error('locked');
        failures.push(`${email}@${ip}`);
        return [String(failures.length - 1)];
      },
      signInNotCounted: async () => {
        failures.pop();
      },
      signInSucceeded: async () => {
        failures.pop();
      },
    },
  };
  return { deps, verified, failures, lock: () => (locked = true) };
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : String(error);
  }
}

const input = { email: 'a@example.test', password: 'guess', ip: '10.0.0.1' };

describe('signInWithPassword', () => {
  it('verifies a hash and answers identically when no account has the address', async () => {
    const none = fakeDeps();
    const some = fakeDeps({ password: 'right', verified: true });
    const unknown = await codeOf(signInWithPassword(none.deps, input));
    const wrong = await codeOf(signInWithPassword(some.deps, input));
    expect(unknown).toBe('INVALID_CREDENTIALS: Invalid login credentials');
    expect(wrong).toBe(unknown);
    expect(none.verified).toEqual(['hash:dummy-never-matches']);
    expect(some.verified).toHaveLength(1);
    expect(none.failures).toEqual(['a@example.test@10.0.0.1']);
    expect(some.failures).toEqual(none.failures);
  });

  it('returns the account for the right password, and refuses an unverified address', async () => {
    const ok = fakeDeps({ password: 'guess', verified: true });
    expect(await signInWithPassword(ok.deps, input)).toBe('account-1');
    expect(ok.failures).toEqual([]);
    const unverified = fakeDeps({ password: 'guess', verified: false });
    expect(await codeOf(signInWithPassword(unverified.deps, input))).toBe(
      'EMAIL_NOT_VERIFIED: Email not confirmed',
    );
    expect(unverified.failures).toEqual([]);
  });

  it('checks the limits before any password work', async () => {
    const some = fakeDeps({ password: 'guess', verified: true });
    some.lock();
    expect(await codeOf(signInWithPassword(some.deps, input))).toBe('Error: locked');
    expect(some.verified).toEqual([]);
  });
});
