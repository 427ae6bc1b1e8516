// A real Zero client in Node, as a browser's would be, connected through the app's /sync
// address with a session token (tests and benches; nothing is kept between runs).
import { Zero } from '@rocicorp/zero';
import type { AuthContext } from '#domain/auth-context.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { schema } from '#schema';

export function openNodeZero(appUrl: string, member: { token: string; context: AuthContext }) {
  return new Zero({
    cacheURL: `${appUrl}/sync`,
    userID: member.context.userID,
    auth: member.token,
    context: member.context,
    schema,
    mutators,
    kvStore: 'mem',
    logLevel: 'error',
  });
}
