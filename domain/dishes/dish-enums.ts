// The dish's fixed lists (docs/spec.md §3 Dish), free of zod so that recipe import and the schema
// can share them with the form.
export const DISH_TYPES = ['Main', 'App', 'Side'] as const;
export type DishType = (typeof DISH_TYPES)[number];

/** 'App' is stored; the UI says 'Appetizer' everywhere. */
export const DISH_TYPE_LABELS: Record<DishType, string> = {
  Main: 'Main',
  App: 'Appetizer',
  Side: 'Side',
};

export const PREP_LEVELS = ['Quick', 'Medium', 'Involved', 'Prepared'] as const;
export type PrepLevel = (typeof PREP_LEVELS)[number];

export const CUISINES = [
  'Italian', 'Mexican', 'Japanese', 'Indian', 'American', 'French', 'Spanish', 'Thai', 'Chinese',
  'Korean', 'Vietnamese', 'Greek', 'Mediterranean', 'Middle Eastern', 'African', 'Latin American',
  'Caribbean', 'Australian', 'New Zealand', 'Other',
] as const; // prettier-ignore
export type Cuisine = (typeof CUISINES)[number];
