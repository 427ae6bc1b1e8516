// The meal dialog's values, from a meal or the spec's defaults (docs/spec.md §9), and the payload
// they become.
import {
  cookUsesDishes,
  MEAL_DEFAULTS,
  type CookOption,
  type MealFieldsInput,
  type MealType,
} from '#domain/meals/meal-fields.ts';
import { orderedAttendees, type MealWithParts } from '#domain/meals/meal-view.ts';

export type MealFormValues = {
  meal_date: string;
  meal_type: MealType;
  who_is_cooking: CookOption;
  notes: string;
  dish_ids: string[];
  member_ids: string[];
  guests: string[];
  /** The cook's own number of portions; '' counts the attendees. */
  portions: string;
};

export function newMealValues(date: string, memberIDs: string[]): MealFormValues {
  return {
    meal_date: date,
    meal_type: MEAL_DEFAULTS.meal_type,
    who_is_cooking: MEAL_DEFAULTS.who_is_cooking,
    notes: '',
    dish_ids: [],
    member_ids: memberIDs,
    guests: [],
    portions: '',
  };
}

export function valuesFromMeal(meal: MealWithParts): MealFormValues {
  const attendees = orderedAttendees(meal.attendees);
  return {
    meal_date: meal.meal_date,
    meal_type: meal.meal_type,
    who_is_cooking: meal.who_is_cooking,
    notes: meal.notes ?? '',
    dish_ids: meal.dishes.filter((link) => link.dish).map((link) => link.dish_id),
    member_ids: attendees.flatMap((a) => (a.family_user_id ? [a.family_user_id] : [])),
    guests: attendees.flatMap((a) => (a.guest_name ? [a.guest_name] : [])),
    portions: meal.portions ? String(meal.portions) : '',
  };
}

/** 'More Options' opens by itself for a meal with notes, guests or a type other than Dinner. */
export function hasMoreOptions(meal: MealWithParts): boolean {
  return (
    Boolean(meal.notes?.trim()) ||
    meal.attendees.some((a) => a.guest_name) ||
    meal.meal_type !== MEAL_DEFAULTS.meal_type
  );
}

/** The request payload; the source of an edited meal is kept. */
export function payloadOf(values: MealFormValues, source: string): MealFieldsInput {
  return {
    meal_date: values.meal_date,
    meal_type: values.meal_type,
    who_is_cooking: values.who_is_cooking,
    notes: values.notes.trim() || null,
    source,
    dish_ids: cookUsesDishes(values.who_is_cooking) ? values.dish_ids : [],
    portions: portionsOf(values.portions),
    attendees: [
      ...values.member_ids.map((family_user_id) => ({ family_user_id })),
      ...values.guests.map((guest_name) => ({ guest_name })),
    ],
  };
}

function portionsOf(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value > 0 ? value : null;
}
