// The dish form's fields and rules (docs/spec.md §3 Dish, §5 Dish form), one implementation
// for the dialog, the mutators and the REST routes.
import { z } from '../zod-mini.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { optionalText, plainText } from '../text/input-rules.ts';
import {
  CUISINES,
  DISH_TYPE_LABELS,
  DISH_TYPES,
  PREP_LEVELS,
  type DishType,
} from './dish-enums.ts';
import { nameText } from '../text/direction-controls.ts';

export { CUISINES, DISH_TYPES, PREP_LEVELS, type DishType } from './dish-enums.ts';

export const DISH_DEFAULTS = { type: 'Main', prep: 'Medium', make_ahead: false } as const;

// Both spellings of the appetizer type are accepted (docs/spec.md §3); 'App' is kept.
const dishTypeInput = z.enum([...DISH_TYPES, 'Appetizer']);
/** A dish's type as the API takes it anywhere (REST, mutators, the assistant's tools). */
export const dishTypeField = z.pipe(
  dishTypeInput,
  z.transform((value: z.output<typeof dishTypeInput>): DishType =>
    value === 'Appetizer' ? 'App' : value,
  ),
);

const recipeLink = z.pipe(
  z.nullish(
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'The recipe link must be a web address.' }),
    ]),
  ),
  z.transform((value: string | null | undefined) => value || null),
);

export const MAX_SERVINGS = 100;
const servingsInput = z.number().check(z.int(), z.minimum(1), z.maximum(MAX_SERVINGS));

export const dishFieldsInput = z.object({
  name: nameText(200, 'dish'),
  type: z._default(dishTypeField, DISH_DEFAULTS.type),
  prep: z._default(z.enum(PREP_LEVELS), DISH_DEFAULTS.prep),
  make_ahead: z._default(z.boolean(), DISH_DEFAULTS.make_ahead),
  cuisine_type: z.pipe(
    z.nullish(z.enum(CUISINES)),
    z.transform((value: (typeof CUISINES)[number] | null | undefined) => value ?? null),
  ),
  description: optionalText(5000),
  ingredients: z.pipe(
    z._default(z.array(plainText(500)).check(z.maxLength(200)), []),
    z.transform((lines: string[]) =>
      lines.map((line) => line.trim()).filter((line) => line !== ''),
    ),
  ),
  instructions: optionalText(20000),
  link: recipeLink,
  // How many the recipe makes; unknown (null) means it is cooked as written.
  servings: z.pipe(
    z.nullish(servingsInput),
    z.transform((value: number | null | undefined) => value ?? null),
  ),
  // The recipe page's own category ('Dessert', 'Drinks') and picture, kept from an import.
  category: optionalText(200),
  image_url: optionalText(2000),
  // The evening-before reminder ("thaw the chicken"); see domain/reminders/prep-note.ts.
  prep_note: optionalText(300),
});

/** The same fields untransformed, for partial updates that are merged before parsing. */
export const dishFieldsPatch = z.partial(
  z.object({
    name: nameText(200, 'dish'),
    type: dishTypeInput,
    prep: z.enum(PREP_LEVELS),
    make_ahead: z.boolean(),
    cuisine_type: z.nullable(z.enum(CUISINES)),
    description: z.nullable(plainText(5000)),
    ingredients: z.array(plainText(500)).check(z.maxLength(200)),
    instructions: z.nullable(plainText(20000)),
    link: z.nullable(plainText(2000)),
    servings: z.nullable(servingsInput),
    category: z.nullable(plainText(200)),
    image_url: z.nullable(plainText(2000)),
    prep_note: z.nullable(plainText(300)),
  }),
);

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
