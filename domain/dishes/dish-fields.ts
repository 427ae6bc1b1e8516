// The dish form's fields and rules (spec §3 Dish, §5 Dish form), one implementation
// for the dialog, the mutators and the REST routes.
import { z } from 'zod';
import { AppError, ErrorCode } from '../errors.ts';
import { optionalText, plainText } from '../text/input-rules.ts';
import {
  CUISINES,
  DISH_TYPE_LABELS,
  DISH_TYPES,
  PREP_LEVELS,
  type DishType,
} from './dish-enums.ts';

export { CUISINES, DISH_TYPES, PREP_LEVELS, type DishType } from './dish-enums.ts';

export const DISH_DEFAULTS = { type: 'Main', prep: 'Medium', make_ahead: false } as const;

// Both spellings of the appetizer type are accepted (spec §3); 'App' is kept.
const dishTypeInput = z.enum([...DISH_TYPES, 'Appetizer']);
const dishType = dishTypeInput.transform((value): DishType =>
  value === 'Appetizer' ? 'App' : value,
);

const recipeLink = z
  .union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'The recipe link must be a web address.' }),
  ])
  .nullish()
  .transform((value) => value || null);

export const MAX_SERVINGS = 100;
const servingsInput = z.number().int().min(1).max(MAX_SERVINGS);

export const dishFieldsInput = z.object({
  name: plainText(200),
  type: dishType.default(DISH_DEFAULTS.type),
  prep: z.enum(PREP_LEVELS).default(DISH_DEFAULTS.prep),
  make_ahead: z.boolean().default(DISH_DEFAULTS.make_ahead),
  cuisine_type: z
    .enum(CUISINES)
    .nullish()
    .transform((value) => value ?? null),
  description: optionalText(5000),
  ingredients: z
    .array(plainText(500))
    .max(200)
    .default([])
    .transform((lines) => lines.map((line) => line.trim()).filter((line) => line !== '')),
  instructions: optionalText(20000),
  link: recipeLink,
  // How many the recipe makes; unknown (null) means it is cooked as written.
  servings: servingsInput.nullish().transform((value) => value ?? null),
  // The recipe page's own category ('Dessert', 'Drinks') and picture, kept from an import.
  category: optionalText(200),
  image_url: optionalText(2000),
  // The evening-before reminder ("thaw the chicken"); see domain/reminders/prep-note.ts.
  prep_note: optionalText(300),
});

/** The same fields untransformed, for partial updates that are merged before parsing. */
export const dishFieldsPatch = z
  .object({
    name: plainText(200),
    type: dishTypeInput,
    prep: z.enum(PREP_LEVELS),
    make_ahead: z.boolean(),
    cuisine_type: z.enum(CUISINES).nullable(),
    description: plainText(5000).nullable(),
    ingredients: z.array(plainText(500)).max(200),
    instructions: plainText(20000).nullable(),
    link: plainText(2000).nullable(),
    servings: servingsInput.nullable(),
    category: plainText(200).nullable(),
    image_url: plainText(2000).nullable(),
    prep_note: plainText(300).nullable(),
  })
  .partial();

export type DishFieldsInput = z.input<typeof dishFieldsInput>;
export type DishFields = z.output<typeof dishFieldsInput>;

/** Validated dish fields; a blank name fails with the spec's message. */
export function parseDishFields(raw: unknown): DishFields {
  const fields = dishFieldsInput.parse(raw);
  const name = fields.name.trim();
  if (!name) throw new AppError(ErrorCode.DISH_NAME_REQUIRED);
  return { ...fields, name };
}

export function dishTypeLabel(type: DishType): string {
  return DISH_TYPE_LABELS[type];
}
