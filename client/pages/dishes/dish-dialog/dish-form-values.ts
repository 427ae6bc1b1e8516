import { DISH_DEFAULTS, MAX_SERVINGS, type DishFieldsInput } from '#domain/dishes/dish-fields.ts';
import type { Dish } from '#schema';

/** What the manual step edits: every dish field, as form-friendly strings. */
export type DishFormValues = {
  name: string;
  type: string;
  prep: string;
  make_ahead: boolean;
  cuisine_type: string;
  description: string;
  ingredients: string[];
  instructions: string;
  link: string;
  /** How many the recipe makes; '' when unknown. */
  servings: string;
  category: string | null;
  image_url: string | null;
  prep_note: string;
};

export const EMPTY_DISH_FORM: DishFormValues = {
  name: '',
  type: DISH_DEFAULTS.type,
  prep: DISH_DEFAULTS.prep,
  make_ahead: DISH_DEFAULTS.make_ahead,
  cuisine_type: '',
  description: '',
  ingredients: [],
  instructions: '',
  link: '',
  servings: '',
  category: null,
  image_url: null,
  prep_note: '',
};

export function formValuesFrom(dish: Partial<Dish>): DishFormValues {
  return {
    name: dish.name ?? '',
    type: dish.type ?? DISH_DEFAULTS.type,
    prep: dish.prep ?? DISH_DEFAULTS.prep,
    make_ahead: dish.make_ahead ?? DISH_DEFAULTS.make_ahead,
    cuisine_type: dish.cuisine_type ?? '',
    description: dish.description ?? '',
    ingredients: [...(dish.ingredients ?? [])],
    instructions: dish.instructions ?? '',
    link: dish.link ?? '',
    servings: dish.servings ? String(dish.servings) : '',
    category: dish.category ?? null,
    image_url: dish.image_url ?? null,
    prep_note: dish.prep_note ?? '',
  };
}

export function fieldsFrom(values: DishFormValues): DishFieldsInput {
  return {
    ...values,
    type: values.type as DishFieldsInput['type'],
    prep: values.prep as DishFieldsInput['prep'],
    cuisine_type: (values.cuisine_type || null) as DishFieldsInput['cuisine_type'],
    servings: servingsOf(values.servings),
  };
}

function servingsOf(text: string): number | null {
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 && value <= MAX_SERVINGS ? value : null;
}
