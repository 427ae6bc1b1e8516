// The family's Zero instance, kept outside React so that it can start as soon as its code
// and the session are known, before the first page renders: a cold dashboard's socket then
// opens while the page's own code is still loading and rendering (docs/performance.md,
// "A cold dashboard"). React's provider takes the instance from here.
import { Zero } from '@rocicorp/zero';
import type { AuthContext } from '#domain/auth-context.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { schema } from '#schema';
import type { SessionInfo } from '../session/session.tsx';
import { reconnectAfterErrors } from './reconnect-after-error.ts';

export const SYNC_URL = `${window.location.origin}/sync`;

// A tab out of sight (another tab in front, a phone's screen off) lets go of its socket
// after five minutes, Zero's own default said aloud: every open client group costs its
// shard's zero-cache on every change of the shard (docs/shards.md). A kitchen tablet left
// showing the planning page is visible, and stays live.
const HIDDEN_TAB_DISCONNECT_MS = 5 * 60_000;

function createZero(context: AuthContext, onClientStateNotFound: () => void) {
  return new Zero({
    schema,
    mutators,
    userID: context.userID,
    context,
    cacheURL: SYNC_URL,
    kvStore: 'idb',
    hiddenTabDisconnectDelay: HIDDEN_TAB_DISCONNECT_MS,
    onClientStateNotFound,
  });
}

export type FamilyZero = ReturnType<typeof createZero>;

type Current = { key: string; zero: FamilyZero; stopRetrying: () => void };
let current: Current | null = null;
const listeners = new Set<() => void>();

export function contextOfSession(session: SessionInfo): AuthContext {
  return {
    userID: session.user_id,
    familyID: session.family_id,
    familyUserID: session.family_user_id,
  };
}

// The member too: an instance started from a page's HTML (start-from-page.ts) is kept only
// for exactly the member the session's answer names.
const keyOf = (context: AuthContext) =>
  `${context.userID}:${context.familyID ?? ''}:${context.familyUserID ?? ''}`;

export const sameMember = (a: AuthContext, b: AuthContext) => keyOf(a) === keyOf(b);

function close(instance: Current) {
  instance.stopRetrying();
  void instance.zero.close();
}

/** The instance for this member and family, started on first use; another one is closed. */
export function familyZero(context: AuthContext): FamilyZero {
  const key = keyOf(context);
  if (current?.key === key) return current.zero;
  if (current) close(current);
  // Zero lost this device's state on the server (it was collected): start afresh, as
  // Zero's own React provider does.
  const zero = createZero(context, () => {
    if (current?.zero !== zero) return;
    close(current);
    current = null;
    for (const listener of listeners) listener();
  });
  current = { key, zero, stopRetrying: reconnectAfterErrors(zero) };
  return zero;
}

/** Lets the provider render again when the instance is replaced. */
export function onFamilyZeroReplaced(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the instance of `context` if it is still the current one (signing out, leaving). */
export function closeFamilyZero(context: AuthContext) {
  if (current?.key !== keyOf(context)) return;
  close(current);
  current = null;
}
