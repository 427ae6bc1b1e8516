// Undo of a meal's delete through Zero: the whole meal comes back (dishes in order,
// members and guests, ratings with who entered them); a restore of a meal that exists is
// refused, and a snapshot naming another family's dish or member restores nothing.
import { describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { joinFamily } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';
import { zeroFor } from './support/zero-client.ts';

const sql = testDatabase();

describe('meal.restore (Undo)', () => {
  it('brings back the whole meal, and a second restore changes nothing', async () => {
    const cook = await newFamilyMember('Undo', 'Uma');
    const partner = await joinFamily(sql, cook, 'Ugo');
    const outsider = await newFamilyMember('Outside', 'Oz');
    const make = async (name: string) => (await cook.api.post<Dish>('/dishes', { name })).body;
    const [stew, bread] = [await make('Stew'), await make('Bread')];
    const foreign = (await outsider.api.post<Dish>('/dishes', { name: 'Theirs' })).body;
    const meal = (
      await cook.api.post<MealResponse>('/meals', {
        meal_date: addDays(todayIn('UTC'), -1),
        dish_ids: [stew.dish_id, bread.dish_id],
        attendees: [
          { family_user_id: cook.session.family_user_id },
          { family_user_id: partner.session.family_user_id },
          { guest_name: 'Nana' },
        ],
      })
    ).body;
    await partner.api.post('/dishes/ratings', {
      meal_id: meal.meal_id,
      dish_id: stew.dish_id,
      rating: 4,
      notes: 'hearty',
    });
    const snapshot = {
      meal_id: meal.meal_id,
      meal_date: meal.meal_date,
      meal_type: 'Dinner' as const,
      who_is_cooking: 'Home Cooked' as const,
      notes: null,
      source: meal.source,
      dish_ids: [stew.dish_id, bread.dish_id],
      attendees: [
        { family_user_id: cook.session.family_user_id },
        { family_user_id: partner.session.family_user_id },
        { guest_name: 'Nana' },
      ],
      ratings: [
        {
          dish_id: stew.dish_id,
          family_user_id: partner.session.family_user_id,
          rating: 4,
          notes: 'hearty',
          rated_by: partner.session.user_id,
          created_at: Date.now(),
        },
      ],
    };
    expect((await cook.api.delete(`/meals/${meal.meal_id}`)).status).toBe(204);

    const zero = zeroFor(cook);
    try {
      // A snapshot with another family's dish restores nothing.
      const forged = await zero.mutate(
        mutators.meal.restore({ ...snapshot, dish_ids: [foreign.dish_id] }),
      ).server;
      expect(forged.type).toBe('error');
      expect(await sql`SELECT 1 FROM meal WHERE meal_id = ${meal.meal_id}`).toHaveLength(0);

      const restored = await zero.mutate(mutators.meal.restore(snapshot)).server;
      expect(restored.type).toBe('success');
      const back = (await cook.api.get<MealResponse>(`/meals/${meal.meal_id}`)).body;
      expect(back.dishes.map((d) => d.name)).toEqual(['Stew', 'Bread']);
      expect(back.attendees.map((a) => a.first_name ?? a.guest_name)).toEqual([
        'Uma',
        'Ugo',
        'Nana',
      ]);
      const ratings = await sql`SELECT rating, notes, rated_by FROM dish_rating
                                  WHERE meal_id = ${meal.meal_id}`;
      expect(ratings).toEqual([{ rating: 4, notes: 'hearty', rated_by: partner.session.user_id }]);

      // Undo sent twice (a replay after a reconnect) lands as a quiet no-op: the meal and
      // its parts are there once (docs/operations.md, replays are not errors).
      const again = await zero.mutate(mutators.meal.restore(snapshot)).server;
      expect(again.type).toBe('success');
      expect(await sql`SELECT 1 FROM meal WHERE meal_id = ${meal.meal_id}`).toHaveLength(1);
      expect(
        await sql`SELECT rating FROM dish_rating WHERE meal_id = ${meal.meal_id}`,
      ).toHaveLength(1);
      const twice = (await cook.api.get<MealResponse>(`/meals/${meal.meal_id}`)).body;
      expect(twice.dishes.map((d) => d.name)).toEqual(['Stew', 'Bread']);
      expect(twice.attendees).toHaveLength(3);
    } finally {
      await zero.close();
    }
  });
});
