// The steps only the server takes before a shared mutator runs (server/zero/server-mutators.ts),
// through Zero's push as a browser sends them: a second family's client cannot take an id the
// first family holds, name its dishes or members, or plan a day without a rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { addChild, type Member } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';
import { zeroFor } from './support/zero-client.ts';

const sql = testDatabase();

let first: Member;
let firstDish: Dish;
let firstChildID: string;
let second: Member;
let secondDish: Dish;
let secondMealID: string;

beforeAll(async () => {
  first = await newFamilyMember('Steps', 'Sam');
  firstChildID = await addChild(sql, first, 'Sol', '2019-04-01');
  firstDish = (await first.api.post<Dish>('/dishes', { name: 'Their stew' })).body;
  second = await newFamilyMember('Others', 'Oli');
  secondDish = (await second.api.post<Dish>('/dishes', { name: 'Our soup' })).body;
  secondMealID = (
    await second.api.post<{ meal_id: string }>('/meals', {
      meal_date: addDays(todayIn('UTC'), -1),
      dish_ids: [secondDish.dish_id],
      attendees: [{ family_user_id: second.session.family_user_id }],
    })
  ).body.meal_id;
});

async function outcome(result: Promise<{ type: string; error?: { message: string } }>) {
  const answer = await result;
  return answer.type === 'error' ? answer.error!.message : answer.type;
}

describe("the server's own steps", () => {
  it('refuse ids, dishes and members of another family, and a day without a rule', async () => {
    const zero = zeroFor(second);
    const firstMember = first.session.family_user_id!;
    try {
      const push = (request: Parameters<typeof zero.mutate>[0]) =>
        outcome(zero.mutate(request).server as never);
      expect(await push(mutators.dish.create({ dish_id: firstDish.dish_id, name: 'Mine' }))).toBe(
        'This dish already exists.',
      );
      expect(
        await push(mutators.member.create({ family_user_id: firstMember, first_name: 'Me' })),
      ).toBe('This family member already exists.');
      const meal = {
        meal_id: crypto.randomUUID(),
        meal_date: todayIn('UTC'),
        dish_ids: [firstDish.dish_id],
        attendees: [{ family_user_id: second.session.family_user_id! }],
      };
      expect(await push(mutators.meal.create(meal))).toBe('A chosen dish does not exist.');
      expect(
        await push(
          mutators.meal.create({
            ...meal,
            dish_ids: [secondDish.dish_id],
            attendees: [{ family_user_id: firstMember }],
          }),
        ),
      ).toBe('A chosen family member does not exist.');
      // NOT_FOUND through Zero is the quiet no-op of a row gone meanwhile (replay-safe.ts):
      // the push succeeds and writes nothing.
      expect(
        await push(
          mutators.recurringNight.set({
            weekday: 1,
            rule: { kind: 'dish', dish_id: firstDish.dish_id },
          }),
        ),
      ).toBe('success');
      const plannedID = crypto.randomUUID();
      expect(
        await push(mutators.recurringNight.plan({ meal_id: plannedID, meal_date: todayIn('UTC') })),
      ).toBe('success');
      expect(
        await sql`SELECT 1 FROM recurring_night WHERE family_id = ${second.session.family_id}
                  UNION ALL SELECT 1 FROM meal WHERE meal_id = ${plannedID}`,
      ).toHaveLength(0);
      expect(
        await push(
          mutators.rating.rateDish({
            meal_id: secondMealID,
            dish_id: secondDish.dish_id,
            rating: 5,
            family_user_id: firstChildID,
          }),
        ),
      ).toBe('This family member does not exist.');

      // A timer naming another family's dish starts, unlinked.
      const timerID = crypto.randomUUID();
      expect(
        await push(
          mutators.kitchenTimer.start({
            id: timerID,
            dish_id: firstDish.dish_id,
            label: 'Simmer',
            duration_ms: 60_000,
            now: Date.now(),
          }),
        ),
      ).toBe('success');
      const [timer] = await sql`SELECT family_id, dish_id FROM kitchen_timer WHERE id = ${timerID}`;
      expect(timer).toEqual({ family_id: second.session.family_id, dish_id: null });
      expect(
        await push(
          mutators.kitchenTimer.start({ id: timerID, label: 'Again', duration_ms: 60_000, now: 1 }),
        ),
      ).toBe('Timer exists');
    } finally {
      await zero.close();
    }
    const [firstRows] = await sql`SELECT
        (SELECT count(*)::int FROM dish WHERE family_id = ${first.session.family_id}) AS dishes,
        (SELECT name FROM dish WHERE dish_id = ${firstDish.dish_id}) AS dish_name,
        (SELECT count(*)::int FROM dish_rating WHERE family_user_id = ${firstChildID}) AS ratings`;
    expect(firstRows).toEqual({ dishes: 1, dish_name: 'Their stew', ratings: 0 });
  });
});
