// A meal's ratings sent again from a device's outbox (saved, then the page reloaded before
// the server said so): the same rating again changes nothing, and one given earlier than
// the member's latest does not overwrite it (domain/ratings/rating-mutators.ts).
import { expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { testDatabase } from './support/test-database.ts';
import { zeroFor } from './support/zero-client.ts';

const sql = testDatabase();

it('keeps the later of two ratings, whichever arrives last', async () => {
  const cook = await newFamilyMember('Twice', 'Tam');
  const dish = (await cook.api.post<Dish>('/dishes', { name: 'Fish Pie' })).body;
  const meal = (
    await cook.api.post<MealResponse>('/meals', {
      meal_date: addDays(todayIn('UTC'), -1),
      dish_ids: [dish.dish_id],
      attendees: [{ family_user_id: cook.session.family_user_id }],
    })
  ).body;
  const me = cook.session.family_user_id!;
  const rated = (rating: number, now: number) =>
    mutators.rating.rateMeal({
      meal_id: meal.meal_id,
      ratings: [{ family_user_id: me, rating }],
      notes: null,
      now,
    });
  const stored = async () =>
    (await sql`SELECT rating, updated_at FROM dish_rating WHERE meal_id = ${meal.meal_id}`).map(
      (row) => ({ rating: row.rating, updated_at: Number(row.updated_at) }),
    );

  const zero = zeroFor(cook);
  try {
    const first = 1_795_000_000_000;
    const outcome = async (write: ReturnType<typeof rated>) =>
      (await zero.mutate(write).server).type;
    expect(await outcome(rated(3, first))).toBe('success');
    expect(await outcome(rated(3, first))).toBe('success');
    expect(await stored()).toEqual([{ rating: 3, updated_at: first }]);
    // Changed a minute later on another device; then the first is sent again.
    expect(await outcome(rated(5, first + 60_000))).toBe('success');
    expect(await outcome(rated(3, first))).toBe('success');
    expect(await stored()).toEqual([{ rating: 5, updated_at: first + 60_000 }]);
  } finally {
    await zero.close();
  }
});
