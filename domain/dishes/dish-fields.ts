// The dish form's fields and rules (spec §3 Dish, §5 Dish form), one implementation
// for the dialog, the mutators and the REST routes.
import { z } from 'zod';
import { AppError, ErrorCode } from '../errors.ts';

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

export const DISH_DEFAULTS = { type: 'Main', prep: 'Medium', make_ahead: false } as const;

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

// Both spellings of the appetizer type are accepted (spec §3); 'App' is kept.
const dishType = z
  .enum(['Main', 'App', 'Appetizer', 'Side'])
  .transform((value): DishType => (value === 'Appetizer' ? 'App' : value));

const recipeLink = z
  .union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'The recipe link must be a web address.' }),
  ])
  .nullish()
  .transform((value) => value || null);

export const dishFieldsInput = z.object({
  name: z.string().max(200),
  type: dishType.default(DISH_DEFAULTS.type),
  prep: z.enum(PREP_LEVELS).default(DISH_DEFAULTS.prep),
  make_ahead: z.boolean().default(DISH_DEFAULTS.make_ahead),
  cuisine_type: z
    .enum(CUISINES)
    .nullish()
    .transform((value) => value ?? null),
  description: optionalText(5000),
  ingredients: z
    .array(z.string().max(500))
    .max(200)
    .default([])
    .transform((lines) => lines.map((line) => line.trim()).filter((line) => line !== '')),
  instructions: optionalText(20000),
  link: recipeLink,
  // The evening-before reminder ("thaw the chicken"); see domain/reminders/prep-note.ts.
  prep_note: optionalText(300),
});

/** The same fields untransformed, for partial updates that are merged before parsing. */
export const dishFieldsPatch = z
  .object({
    name: z.string().max(200),
    type: z.enum(['Main', 'App', 'Appetizer', 'Side']),
    prep: z.enum(PREP_LEVELS),
    make_ahead: z.boolean(),
    cuisine_type: z.enum(CUISINES).nullable(),
    description: z.string().max(5000).nullable(),
    ingredients: z.array(z.string().max(500)).max(200),
    instructions: z.string().max(20000).nullable(),
    link: z.string().max(2000).nullable(),
    prep_note: z.string().max(300).nullable(),
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

export function dishTypeLabel(type: string): string {
  return DISH_TYPE_LABELS[type as DishType] ?? type;
}
