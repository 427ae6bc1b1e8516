// A family's dish, eaten today and rated 4 stars, and two Zero clients to read what the
// server keeps about it: the family's own, and one of another family claiming to be of the
// first (the server must go by the session). For rows that triggers keep per family.
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { todayIn } from '#domain/time/family-dates.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './api-client.ts';
import { zeroFor } from './zero-client.ts';

export async function ratedMealSeenByTwoFamilies(familyNames: [string, string]) {
  const first = await newFamilyMember(familyNames[0], 'Sue');
  const second = await newFamilyMember(familyNames[1], 'Oli');
  const dish = (await first.api.post<Dish>('/dishes', { name: 'Tacos' })).body;
  const meal = (
    await first.api.post<MealResponse>('/meals', {
      meal_date: todayIn('UTC'),
      dish_ids: [dish.dish_id],
    })
  ).body;
  await first.api.post('/dishes/ratings', {
    meal_id: meal.meal_id,
    dish_id: dish.dish_id,
    rating: 4,
  });
  const own = zeroFor(first);
  const forged = zeroFor(second, {
    familyID: first.session.family_id,
    familyUserID: first.session.family_user_id,
  });
  const close = async () => {
    await own.close();
    await forged.close();
  };
  return { first, dish, meal, own, forged, close };
}
