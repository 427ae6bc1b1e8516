// Who a session token is, remembered for a few seconds. Every Zero push resolves its caller,
// so a query here lies on the way of every edit to the other devices' screens
// (docs/performance.md, "A change between devices"). Nothing is weaker for it
// (docs/security.md, "Sessions"): an entry is served only while this process follows
// migration 033's notification of any change to sessions, accounts or family membership
// (which forgets everything), ending a session here forgets it before the answer is sent,
// and an entry never outlives CALLER_CACHE_MS even if a notification were missed.
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { Sql } from 'postgres';

export const CALLER_CACHE_MS = 5_000;
export const CALLER_CHANGED_CHANNEL = 'caller_changed';
const MAX_ENTRIES = 10_000;

type Entry<T> = { secretHash: Uint8Array; accountID: string; value: T; at: number };

export function createCallerCache<T>(now: () => number = Date.now) {
  const entries = new Map<string, Entry<T>>();
  let following = false;
  // Bumped by every forget: an answer read before one is not remembered after it.
  let generation = 0;

  const cache = {
    /** The remembered answer for this session id and secret, if still fresh. */
    get(sessionID: string, secretHash: Uint8Array): T | undefined {
      if (!following) return undefined;
      const entry = entries.get(sessionID);
      if (!entry || now() - entry.at >= CALLER_CACHE_MS) return undefined;
      return constantTimeEqual(secretHash, entry.secretHash) ? entry.value : undefined;
    },
    /** Taken before reading the database; `set` remembers only if nothing was forgotten since. */
    ticket: () => generation,
    set(ticket: number, sessionID: string, secretHash: Uint8Array, accountID: string, value: T) {
      if (!following || ticket !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(sessionID, { secretHash, accountID, value, at: now() });
    },
    forgetSession(sessionID: string) {
      generation++;
      entries.delete(sessionID);
    },
    forgetAccount(accountID: string) {
      generation++;
      for (const [id, entry] of entries) if (entry.accountID === accountID) entries.delete(id);
    },
    clear() {
      generation++;
      entries.clear();
    },
    /**
     * Serves entries only from the moment this process listens for changes; each
     * (re)connection of the listener forgets everything, since changes may have been missed
     * while it was away.
     */
    async follow(sql: Sql): Promise<() => Promise<void>> {
      const { unlisten } = await sql.listen(
        CALLER_CHANGED_CHANNEL,
        () => cache.clear(),
        () => {
          cache.clear();
          following = true;
        },
      );
      return async () => {
        following = false;
        cache.clear();
        await unlisten();
      };
    },
  };
  return cache;
}
