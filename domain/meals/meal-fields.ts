// The meal payload (docs/spec.md §3 Meal, Attendee; §5 Leftovers meal, Guest name), one
// implementation for the dialog, the mutators and the REST routes.
import { z } from '../zod-mini.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { isoDateSchema } from '../time/family-dates.ts';
import { entityId, plainText } from '../text/input-rules.ts';
import { COOK_OPTIONS, MEAL_TYPES, type CookOption, type MealType } from './meal-enums.ts';
import { nameText } from '../text/direction-controls.ts';

export { COOK_OPTIONS, MEAL_TYPES, type CookOption, type MealType } from './meal-enums.ts';

export const MEAL_DEFAULTS = {
  meal_type: 'Dinner',
  who_is_cooking: 'Home Cooked',
  source: 'Manual',
} as const satisfies { meal_type: MealType; who_is_cooking: CookOption; source: string };

/** Only these cook options involve dishes; the others send an empty dish list. */
export function cookUsesDishes(cook: string): boolean {
  return cook === 'Home Cooked' || cook === 'Leftovers';
}

export const MAX_DISHES_PER_MEAL = 20;
export const MAX_ATTENDEES_PER_MEAL = 50;
export const MAX_GUEST_NAME_LENGTH = 100;

const id = entityId;

export const attendeeInput = z.union([
  z.strictObject({ family_user_id: id, guest_name: z.optional(z.null()) }),
  z.strictObject({
    family_user_id: z.optional(z.null()),
    guest_name: nameText(MAX_GUEST_NAME_LENGTH, 'guestName'),
  }),
]);

export const MAX_PORTIONS = 200;
export const portionsInput = z.number().check(z.positive(), z.maximum(MAX_PORTIONS));

export const mealFieldsInput = z.object({
  meal_date: isoDateSchema,
  meal_type: z._default(z.enum(MEAL_TYPES), MEAL_DEFAULTS.meal_type),
  who_is_cooking: z._default(z.enum(COOK_OPTIONS), MEAL_DEFAULTS.who_is_cooking),
  notes: z.pipe(
    z.nullish(plainText(5000)),
    z.transform((value: string | null | undefined) => (value?.trim() ? value.trim() : null)),
  ),
  source: z._default(plainText(50).check(z.trim(), z.minLength(1)), MEAL_DEFAULTS.source),
  dish_ids: z._default(z.array(id).check(z.maxLength(MAX_DISHES_PER_MEAL)), []),
  attendees: z._default(z.array(attendeeInput).check(z.maxLength(MAX_ATTENDEES_PER_MEAL)), []),
  // The cook's own count of portions; null counts the attendees (domain/servings/portions.ts).
  portions: z.pipe(
    z.nullish(portionsInput),
    z.transform((value: number | null | undefined) => value ?? null),
  ),
});
export type MealFieldsInput = z.input<typeof mealFieldsInput>;

export type Attendee =
  | { family_user_id: string; guest_name: null }
  | {
      family_user_id: null;
      guest_name: string;
    };

export type MealFields = {
  meal_date: string;
  meal_type: MealType;
  who_is_cooking: CookOption;
  notes: string | null;
  source: string;
  dish_ids: string[];
  attendees: Attendee[];
  portions: number | null;
};

/** A guest name as kept: trimmed; blank is refused with the spec's rule. */
export function guestName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new AppError(ErrorCode.GUEST_NAME_REQUIRED);
  return name;
}

/**
 * Validated meal fields: dishes dropped for cook options without dishes, duplicates
 * removed, guests trimmed, and a Leftovers meal refused without a dish.
 */
export function parseMealFields(raw: unknown): MealFields {
  const fields = mealFieldsInput.parse(raw);
  const dishIDs = cookUsesDishes(fields.who_is_cooking) ? [...new Set(fields.dish_ids)] : [];
  if (fields.who_is_cooking === 'Leftovers' && dishIDs.length === 0)
    throw new AppError(ErrorCode.LEFTOVERS_NEED_DISH);
  const members = new Set<string>();
  const attendees: Attendee[] = [];
  for (const attendee of fields.attendees) {
    if (attendee.family_user_id) {
      if (members.has(attendee.family_user_id)) continue;
      members.add(attendee.family_user_id);
      attendees.push({ family_user_id: attendee.family_user_id, guest_name: null });
    } else {
      attendees.push({ family_user_id: null, guest_name: guestName(attendee.guest_name ?? '') });
    }
  }
  return { ...fields, dish_ids: dishIDs, attendees };
}
