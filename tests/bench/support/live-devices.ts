// Devices of bench:shards: Node Zero clients (each its own client group, as each browser
// is) holding what an open dashboard or shopping list holds live: the list's open and
// recently checked items, the next week's meals and the family with its members.
import type { Zero } from '@rocicorp/zero';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { queries } from '#domain/zero/queries.ts';
import { openNodeZero } from '../../support/node-zero.ts';
import type { RestFamily } from '../../support/rest-family.ts';

type OpenItems = ReadonlyArray<{ readonly id: string }>;

/** A device with the usual live queries, once they have all arrived. */
export async function openDevice(
  url: string,
  family: RestFamily,
  onOpenItems?: (rows: OpenItems) => void,
): Promise<Zero> {
  const zero = openNodeZero(url, family);
  const today = todayIn('UTC');
  const open = queries.shoppingItems.open();
  const checked = queries.shoppingItems.recentlyChecked();
  const meals = queries.meals.between({ from: today, to: addDays(today, 7) });
  const members = queries.family.current();
  const view = zero.materialize(open);
  if (onOpenItems) view.addListener((rows) => onOpenItems(rows));
  zero.materialize(checked);
  zero.materialize(meals);
  zero.materialize(members);
  await zero.run(open, { type: 'complete' });
  await zero.run(checked, { type: 'complete' });
  await zero.run(meals, { type: 'complete' });
  await zero.run(members, { type: 'complete' });
  return zero;
}

/** `count` devices of each family, `parallel` families at a time. */
export async function openIdleDevices(
  url: string,
  families: RestFamily[],
  count: number,
  parallel = 4,
): Promise<Zero[]> {
  const devices: Zero[] = [];
  for (let start = 0; start < families.length; start += parallel) {
    const batch = families.slice(start, start + parallel);
    const opened = await Promise.all(
      batch.flatMap((family) => Array.from({ length: count }, () => openDevice(url, family))),
    );
    devices.push(...opened);
  }
  return devices;
}
