// Every write that must survive a lost signal (the list's, the pantry's, the stores', a
// dish's tags, a dinner moved) goes through here. It is kept in the pending store first,
// then sent through the mutator; it leaves the store once the server has answered (applied,
// or refused for good). Writes Zero could not send, because it was offline for over a minute
// ('disconnected': Zero rejects writes then) or because the page was reloaded, are sent again
// each time the connection comes back. They are set-style, so a second copy changes nothing.
import type { MutatorResult, MutatorResultDetails, Zero } from '@rocicorp/zero';
import { conflictNotices } from '#domain/error-messages.ts';
import { ErrorCode, type ErrorFacts } from '#domain/errors.ts';
import { moveAgainArgs, moveNotSavedMessage } from '#domain/meals/meal-move.ts';
import { serverVerdict } from '../../zero/server-verdict.ts';
import { mutationOf } from './outbox-ops.ts';
import type { NewPendingWrite, PendingStore, PendingWrite } from './pending-writes.ts';

const queued: MutatorResultDetails = { type: 'success' };
const isConnectionError = (result: MutatorResultDetails) => serverVerdict(result) === 'unknown';

export type FamilyOutbox = {
  store: PendingStore;
  /** Like zero.mutate, except that a write kept for later counts as done for the person. */
  submit: (write: NewPendingWrite) => MutatorResult;
  /** Edits sent again after being offline that lost to a later one: what to tell the person. */
  lostEdits: NoticeList<LostEdit>;
  stop: () => void;
};

/** A change refused because someone changed the row first, and the change to send again. */
export type LostEdit = { title: string; description: string; again: NewPendingWrite };

export type NoticeList<Notice> = {
  list: () => readonly Notice[];
  take: () => Notice[];
  subscribe: (listener: () => void) => () => void;
};

function noticeList<Notice>(): NoticeList<Notice> & { add: (notice: Notice) => void } {
  let notices: Notice[] = [];
  const listeners = new Set<() => void>();
  const set = (next: Notice[]) => {
    notices = next;
    for (const listener of listeners) listener();
  };
  return {
    list: () => notices,
    add: (message) => set([...notices, message]),
    take: () => {
      const taken = notices;
      if (taken.length) set([]);
      return taken;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * What to tell the person when a write sent again lost to someone else's change: which item
 * or dinner (as they named it), what it became, and their own change to send again as a new
 * write (made now, so it is the later one).
 */
function lostEdit(write: PendingWrite, outcome: MutatorResultDetails): LostEdit | null {
  if (outcome.type !== 'error' || outcome.error.type !== 'app') return null;
  const details = (outcome.error.details ?? {}) as { code?: unknown } & ErrorFacts;
  if (details.code === ErrorCode.ITEM_EDITED_LATER && write.op === 'edit') {
    const { id, name, quantity } = write.args;
    return {
      title: conflictNotices.itemTitle,
      description: outcome.error.message,
      again: { op: 'edit', args: { id, name, quantity } },
    };
  }
  // Only a meal's move goes through the outbox among meal writes.
  if (details.code === ErrorCode.MEAL_CHANGED && write.op === 'moveMeal' && write.args.meal_date) {
    const { meal_id: mealID, meal_date: toDate } = write.args;
    const dinner = typeof write.about === 'string' ? write.about : 'A dinner';
    return {
      title: conflictNotices.mealMoveTitle,
      description: moveNotSavedMessage(dinner, toDate, details.meal_date ?? toDate),
      again: { op: 'moveMeal', args: moveAgainArgs(mealID, toDate), about: write.about },
    };
  }
  return null;
}

export function startFamilyOutbox(zero: Zero, store: PendingStore): FamilyOutbox {
  const inFlight = new Set<string>();
  const lostEdits = noticeList<LostEdit>();

  function send(write: PendingWrite): MutatorResult {
    inFlight.add(write.key);
    const result = zero.mutate(mutationOf(write));
    const settled = (outcome: MutatorResultDetails) => {
      inFlight.delete(write.key);
      // Applied, or refused for a reason sending again would not change (e.g. the item
      // was deleted meanwhile by someone else): done either way.
      if (!isConnectionError(outcome)) store.remove(write.key);
      return isConnectionError(outcome) ? queued : outcome;
    };
    const client = result.client.then((outcome) => {
      if (outcome.type === 'error' && outcome.error.type === 'app') settled(outcome);
      return isConnectionError(outcome) ? queued : outcome;
    });
    const server = result.client.then((outcome) =>
      isConnectionError(outcome) ? settled(outcome) : result.server.then(settled),
    );
    return { client, server };
  }

  // Writes sent again here have no screen waiting for their outcome: an edit that lost to
  // a later one is told through lostEdits.
  function flush() {
    for (const write of store.list()) {
      if (inFlight.has(write.key)) continue;
      void send(write).server.then((outcome) => {
        const lost = lostEdit(write, outcome);
        if (lost) lostEdits.add(lost);
      });
    }
  }

  // Back from 'disconnected', Zero tells this listener it is connected before it stops
  // refusing writes (its own listener comes later), and it skips 'connecting' on the way:
  // a flush right here would be refused again and wait for the next reconnect. So the
  // flush waits for the current notification to finish.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = zero.connection.state.subscribe((state) => {
    if (state.name !== 'connected') return;
    clearTimeout(timer);
    timer = setTimeout(flush, 0);
  });
  // Writes left by an earlier page: Zero queues them until it connects.
  flush();

  return {
    store,
    // Sent as made; kept as the store keeps it (a later move of a meal keeps the version
    // its first move was made from, pending-writes.ts), for sending again after a reload.
    submit: (write) => send({ ...store.add(write), args: write.args } as PendingWrite),
    lostEdits,
    stop: () => {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
