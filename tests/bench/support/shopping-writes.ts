// The writing family of bench:shards: one device adds an item and checks it off the next
// time, `perSecond` writes a second (a shopping trip, the list staying short), and a
// second device of the family, holding the same live queries, sees each write: an added
// item appear, a checked one among the checked. Both in this process, so one
// clock times the hop from the writer's mutate to the observer's view.
import type { Zero } from '@rocicorp/zero';
import { mutators } from '#domain/zero/mutators.ts';
import type { RestFamily } from '../../support/rest-family.ts';
import { openDevice, type Items } from './live-devices.ts';

export type WriteRun = { writes: number; latencies: number[]; errors: number; missing: number };

export async function openWritingFamily(url: string, family: RestFamily) {
  // id → when sent. An add is seen when its item shows, open or (when the add and its
  // check reached the device in one poke) checked; a check when the item shows checked.
  const addedAt = new Map<string, number>();
  const checkedAt = new Map<string, number>();
  let latencies: number[] = [];
  const seen = (sent: Map<string, number>, rows: Items) => {
    const now = performance.now();
    for (const { id } of rows) {
      const at = sent.get(id);
      if (at === undefined) continue;
      latencies.push(now - at);
      sent.delete(id);
    }
  };
  const observer = await openDevice(url, family, {
    open: (rows) => seen(addedAt, rows),
    checked: (rows) => {
      seen(addedAt, rows);
      seen(checkedAt, rows);
    },
  });
  const writer: Zero = await openDevice(url, family);

  /** Writes for `seconds`, then waits up to `waitMs` for the observer to have seen them. */
  async function run(seconds: number, perSecond: number, waitMs = 15_000): Promise<WriteRun> {
    latencies = [];
    let errors = 0;
    const count = (done: Promise<{ type: string }>) =>
      void done.then((r) => r.type === 'error' && (errors += 1)).catch(() => (errors += 1));
    const started = performance.now();
    const writes = Math.round(seconds * perSecond);
    let item = '';
    for (let n = 0; n < writes; n += 1) {
      const at = started + (n * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
      if (n % 2 === 0) {
        item = crypto.randomUUID();
        addedAt.set(item, performance.now());
        // A name of its own: an add of a name still open on the list adds to that item
        // (docs/shopping.md), and a run of an odd count leaves its last add open.
        count(
          writer.mutate(mutators.shoppingItem.add({ id: item, name: `Item ${item.slice(0, 8)}` }))
            .server,
        );
      } else {
        checkedAt.set(item, performance.now());
        count(
          writer.mutate(mutators.shoppingItem.setCompleted({ id: item, is_completed: true }))
            .server,
        );
      }
    }
    const deadline = performance.now() + waitMs;
    while (latencies.length < writes && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const missing = writes - latencies.length;
    addedAt.clear();
    checkedAt.clear();
    return { writes, latencies: [...latencies], errors, missing };
  }

  return { run, devices: [observer, writer] };
}
