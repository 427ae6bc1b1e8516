// The pantry check's questions: the week's ingredients (the refresh's, from the planned
// dishes) that are not a staple the family has and were not answered this week. One rule
// for the server (GET /api/pantry/check) and a device without signal in the shop, which
// asks from the meals, dishes and staples it has synced (docs/shopping.md).
import type { MeasurementSystem } from 'recipe-reader';
import { shoppingNeeds, type PlannedDish } from '../shopping/merge-ingredients.ts';
import { askedInPantryCheck, type PantryQuestion, type PantryView } from './pantry-rules.ts';

export function pantryQuestions(
  dishes: readonly PlannedDish[],
  system: MeasurementSystem,
  pantry: PantryView,
): PantryQuestion[] {
  return shoppingNeeds(dishes, system)
    .filter((need) => askedInPantryCheck(pantry, need.key))
    .map((need) => ({ ingredient_key: need.key, name: need.name, quantity: need.quantity }));
}
