// A real Zero client in Node, as a browser's would be, connected through the app's /sync
// address with a session token (tests and benches; nothing is kept between runs).
import { Zero } from '@rocicorp/zero';
import type { AuthContext } from '#domain/auth-context.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { schema } from '#schema';

export function openNodeZero(
  appUrl: string,
  member: { token: string; context: AuthContext },
  device?: { onClientStateNotFound: () => void; storageKey: string },
) {
  return new Zero({
    // A device of its own: its own client group, as each browser has.
    ...(device ?? {}),
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

type NodeZero = ReturnType<typeof openNodeZero>;

/**
 * A device as the app's own (client/zero/family-zero.ts): when the server no longer knows
 * its state (a family moved to another shard), it starts a new Zero instance.
 */
export function openResettingNodeZero(
  appUrl: string,
  member: { token: string; context: AuthContext },
) {
  let current: NodeZero;
  let closed = false;
  const storageKey = crypto.randomUUID();
  const open = (): NodeZero =>
    openNodeZero(appUrl, member, {
      storageKey,
      onClientStateNotFound: () => {
        if (closed) return;
        // After Zero has finished with the old instance, as the app's provider renders anew.
        const old = current;
        setTimeout(() => {
          void old.close();
          if (!closed) current = open();
        }, 0);
      },
    });
  current = open();
  return {
    get zero() {
      return current;
    },
    close: async () => {
      closed = true;
      await current.close();
    },
  };
}
