// The meal's fixed lists (docs/spec.md §3 Meal), free of zod so that schema.ts can type its columns
// with them.
export const MEAL_TYPES = ['Breakfast', 'Brunch', 'Lunch', 'Dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const COOK_OPTIONS = ['Home Cooked', 'Leftovers', 'Take Out', 'Go Out', 'Scrounge'] as const;
export type CookOption = (typeof COOK_OPTIONS)[number];
