// The development outboxes hand out sign-in, reset and invitation links and phone codes,
// so only the operator may read them: a request must carry this key, which the server
// prints at start (DEV_OUTBOX_KEY fixes it, e.g. for a test harness). Where the server
// listens proves nothing: a reverse proxy on the same host makes every caller local.
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { Context } from 'hono';
import { newLinkToken } from '../auth/random-token.ts';
import type { Env } from '../env.ts';

export const DEV_OUTBOX_KEY_HEADER = 'x-dev-outbox-key';

const generatedKey = newLinkToken();

export function devOutboxKey(env: Env): string {
  return env.DEV_OUTBOX_KEY ?? generatedKey;
}

export function hasDevOutboxKey(c: Context, env: Env): boolean {
  const given = c.req.header(DEV_OUTBOX_KEY_HEADER) ?? c.req.query('key') ?? '';
  const expected = new TextEncoder().encode(devOutboxKey(env));
  const actual = new TextEncoder().encode(given);
  return actual.length === expected.length && constantTimeEqual(actual, expected);
}
