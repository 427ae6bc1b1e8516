// The other member of bench:soak's family: a real Zero client in Node that changes the
// shopping list and this week's meals every few seconds, as a family does all day. Its
// writes come in cycles of four steps that leave as many open items, checked items and
// meals as before, so that every minute's figures are taken on data of the same size and
// any growth is the pages' (or the servers') own, not the data's.
import type { Zero } from '@rocicorp/zero';
import { addDays, todayIn, weekRange, type IsoDate } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { RestFamily } from '../../support/rest-family.ts';
import { openNodeZero } from '../../support/node-zero.ts';

const SEED = { dishes: 8, openItems: 20, checkedItems: 10, meals: 6 } as const;

type Mutation = { server: Promise<{ type: string }> };

export type SoakWriter = {
  /** Starts writing: one step every `everyMs`. */
  start: () => void;
  /** Resolves at the end of a cycle, once the server has answered all its writes. */
  pause: () => Promise<void>;
  resume: () => void;
  stop: () => Promise<void>;
  counts: () => { writes: number; refused: number };
};

export async function openSoakWriter(
  url: string,
  member: RestFamily,
  timeZone: string,
  everyMs: number,
): Promise<SoakWriter> {
  const zero: Zero = openNodeZero(url, member);
  // Its own copy of what it changes: a client mutator reads the rows it edits.
  const today = () => todayIn(timeZone);
  const views = [
    zero.materialize(queries.shoppingItems.list()),
    zero.materialize(queries.dishes.list()),
    zero.materialize(
      queries.meals.between({ from: addDays(today(), -400), to: addDays(today(), 400) }),
    ),
  ];
  let writes = 0;
  let refused = 0;
  const write = async (mutation: Mutation) => {
    writes += 1;
    const result = await mutation.server.catch(() => ({ type: 'error' }));
    if (result.type === 'error') refused += 1;
  };

  let n = 0; // names every new row
  const dishes: string[] = [];
  const open: string[] = []; // oldest first
  const checked: string[] = [];
  const meals: string[] = [];
  const thisWeekDay = (i: number): IsoDate => addDays(weekRange(today(), 0).from, i % 7);
  const dishesFor = (i: number) =>
    i % 3 === 0
      ? [dishes[i % dishes.length]!]
      : [0, 3].map((k) => dishes[(i + k) % dishes.length]!);

  const addItem = async () => {
    const id = crypto.randomUUID();
    n += 1;
    await write(zero.mutate(mutators.shoppingItem.add({ id, name: `Soak item ${n}` })));
    open.push(id);
  };
  const checkOldest = async () => {
    const id = open.shift()!;
    await write(zero.mutate(mutators.shoppingItem.setCompleted({ id, is_completed: true })));
    checked.push(id);
  };
  const addMeal = async () => {
    const meal_id = crypto.randomUUID();
    n += 1;
    await write(
      zero.mutate(
        mutators.meal.create({ meal_id, meal_date: thisWeekDay(n), dish_ids: dishesFor(n) }),
      ),
    );
    meals.push(meal_id);
  };

  for (let i = 0; i < SEED.dishes; i += 1) {
    const dish_id = crypto.randomUUID();
    await write(zero.mutate(mutators.dish.create({ dish_id, name: `Soak dish ${i + 1}` })));
    dishes.push(dish_id);
  }
  for (let i = 0; i < SEED.openItems + SEED.checkedItems; i += 1) await addItem();
  for (let i = 0; i < SEED.checkedItems; i += 1) await checkOldest();
  for (let i = 0; i < SEED.meals; i += 1) await addMeal();

  // One shopping write and one meal write per step; after the fourth, the sizes are back.
  const steps: Array<() => Promise<void>> = [
    async () => {
      await addItem();
      await addMeal();
    },
    async () => {
      n += 1;
      const id = open[n % open.length]!;
      await write(zero.mutate(mutators.shoppingItem.edit({ id, name: `Soak item ${n}` })));
      const meal_id = meals[n % meals.length]!;
      await write(zero.mutate(mutators.meal.update({ meal_id, dish_ids: dishesFor(n) })));
    },
    async () => {
      await checkOldest();
      n += 1;
      const meal_id = meals.at(-1)!;
      await write(zero.mutate(mutators.meal.update({ meal_id, meal_date: thisWeekDay(n) })));
    },
    async () => {
      await write(zero.mutate(mutators.shoppingItem.remove({ id: checked.shift()! })));
      await write(zero.mutate(mutators.meal.delete({ meal_id: meals.shift()! })));
    },
  ];

  let step = 0;
  let paused = false;
  let stopped = false;
  let atRest: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  const run = async () => {
    while (!stopped) {
      if (paused && step === 0) {
        atRest?.();
        atRest = undefined;
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      const started = Date.now();
      await steps[step]!();
      step = (step + 1) % steps.length;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started))),
      );
    }
  };
  return {
    start: () => {
      paused = false;
      loop ??= run();
    },
    pause: () => {
      paused = true;
      if (!loop) return Promise.resolve(); // not started: nothing is being written
      return new Promise<void>((resolve) => (atRest = resolve));
    },
    resume: () => {
      paused = false;
    },
    stop: async () => {
      stopped = true;
      atRest?.();
      await loop;
      for (const view of views) view.destroy();
      await zero.close();
    },
    counts: () => ({ writes, refused }),
  };
}
