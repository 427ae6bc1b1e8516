// A real Zero client in Node, connected through the app's /sync address with a
// session token, to prove what a browser (or a forged one) can and cannot do.
import { Zero } from '@rocicorp/zero';
import { inject } from 'vitest';
import type { AuthContext } from '../../../domain/auth-context.ts';
import { mutators } from '../../../domain/zero/mutators.ts';
import { schema } from '../../../schema.ts';

export function openZero(token: string, context: AuthContext) {
  return new Zero({
    cacheURL: `${inject('appUrl')}/sync`,
    userID: context.userID,
    auth: token,
    context,
    schema,
    mutators,
    kvStore: 'mem',
    logLevel: 'error',
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
