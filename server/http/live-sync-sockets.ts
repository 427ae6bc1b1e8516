// The open sync sockets of each session, so that a session that ends (sign-out, password
// reset, expiry, or a row deleted by any other path) loses its live stream within seconds
// instead of when zero-cache next asks our query endpoint.
import type { Sql } from 'postgres';

export const REVOCATION_CHECK_MS = 1000;

type Close = () => void;

export function createLiveSyncSockets(
  sql: Sql,
  sessionTtlMs: number,
  checkEveryMs = REVOCATION_CHECK_MS,
) {
  const bySession = new Map<string, Set<Close>>();
  let timer: NodeJS.Timeout | null = null;
  let checking = false;

  const closeSession = (sessionID: string) => {
    const closes = bySession.get(sessionID);
    bySession.delete(sessionID);
    for (const close of closes ?? []) close();
  };

  // One query for every open socket: a session that is gone from the table has ended.
  const check = async () => {
    if (checking || bySession.size === 0) return;
    checking = true;
    try {
      const ids = [...bySession.keys()];
      const rows = await sql<{ id: string }[]>`
        SELECT id FROM private.session
         WHERE id = ANY(${ids}) AND last_verified_at > ${new Date(Date.now() - sessionTtlMs)}`;
      const alive = new Set(rows.map((row) => row.id));
      for (const id of ids) if (!alive.has(id)) closeSession(id);
    } catch {
      // the database is briefly unreachable: check again next time
    } finally {
      checking = false;
    }
  };

  return {
    /** Tracks a socket of the session; the returned function forgets it when it closes. */
    add(sessionID: string, close: Close): () => void {
      let closes = bySession.get(sessionID);
      if (!closes) bySession.set(sessionID, (closes = new Set()));
      closes.add(close);
      timer ??= setInterval(() => void check(), checkEveryMs);
      return () => {
        closes.delete(close);
        if (closes.size === 0 && bySession.get(sessionID) === closes) bySession.delete(sessionID);
        if (bySession.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    closeSession,
    check,
    count: () => [...bySession.values()].reduce((n, closes) => n + closes.size, 0),
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type LiveSyncSockets = ReturnType<typeof createLiveSyncSockets>;
