// Devices of bench:shards: Node Zero clients (each its own client group, as each browser
// is) holding what an open dashboard or shopping list holds live: the list's open and
// recently checked items, the next week's meals and the family with its members.
import type { Zero } from '@rocicorp/zero';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { queries } from '#domain/zero/queries.ts';
import { openNodeZero } from '../../support/node-zero.ts';
import type { RestFamily } from '../../support/rest-family.ts';

export type Items = ReadonlyArray<{ readonly id: string }>;
/** Called with the list's open items, and with its recently checked ones, as they change. */
type ItemWatch = { open: (rows: Items) => void; checked: (rows: Items) => void };

/** A device with the usual live queries, and when they have all arrived. */
function startDevice(url: string, family: RestFamily, watch?: ItemWatch) {
  const zero = openNodeZero(url, family);
  const today = todayIn('UTC');
  const open = queries.shoppingItems.open();
  const checked = queries.shoppingItems.recentlyChecked();
  const meals = queries.meals.between({ from: today, to: addDays(today, 7) });
  const members = queries.family.current();
  const openView = zero.materialize(open);
  const checkedView = zero.materialize(checked);
  if (watch) {
    openView.addListener((rows) => watch.open(rows));
    checkedView.addListener((rows) => watch.checked(rows));
  }
  zero.materialize(meals);
  zero.materialize(members);
  const ready = (async () => {
    await zero.run(open, { type: 'complete' });
    await zero.run(checked, { type: 'complete' });
    await zero.run(meals, { type: 'complete' });
    await zero.run(members, { type: 'complete' });
  })();
  return { zero: zero as Zero, ready };
}

/** A device with the usual live queries, once they have all arrived. */
export async function openDevice(url: string, family: RestFamily, watch?: ItemWatch) {
  const device = startDevice(url, family, watch);
  await device.ready;
  return device.zero;
}

const OPEN_WAIT_MS = 60_000;
const OPEN_TRIES = 3;

/**
 * A device whose queries have not all arrived in a minute is closed and opened afresh:
 * about one in 500 never got through, its /sync handshake closed again and again (1005)
 * while every part of the stack was idle. `stalls` counts them, so that a run says so.
 */
async function openIdleDevice(url: string, family: RestFamily, stalls: { count: number }) {
  for (let attempt = 1; ; attempt += 1) {
    const device = startDevice(url, family);
    const ready = await Promise.race([
      device.ready.then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), OPEN_WAIT_MS)),
    ]);
    if (ready) return device.zero;
    stalls.count += 1;
    await device.zero.close();
    if (attempt === OPEN_TRIES) throw new Error(`a device did not open in ${OPEN_TRIES} tries`);
  }
}

/** `count` devices of each family, `parallel` families at a time. */
export async function openIdleDevices(
  url: string,
  families: RestFamily[],
  count: number,
  parallel = 4,
): Promise<{ devices: Zero[]; stalls: number }> {
  const devices: Zero[] = [];
  const stalls = { count: 0 };
  for (let start = 0; start < families.length; start += parallel) {
    const batch = families.slice(start, start + parallel);
    const opened = await Promise.all(
      batch.flatMap((family) =>
        Array.from({ length: count }, () => openIdleDevice(url, family, stalls)),
      ),
    );
    devices.push(...opened);
  }
  return { devices, stalls: stalls.count };
}
