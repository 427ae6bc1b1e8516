// How many portions a meal cooks for: each attendee counts as one, a child as a fraction of
// an adult portion by age, a guest as one adult; the cook may override the count.
import { z } from '../zod-mini.ts';
import { ageOn, CHILD_AGE_BELOW } from '../family/age.ts';

/**
 * A child's portion by age band, a family setting (Settings → Family). The defaults follow
 * the usual kitchen rule of thumb: a toddler eats about a quarter of an adult's plate, a
 * young child half, an older child three quarters; from 13 on, a full portion.
 */
export type PortionSettings = {
  portion_under_4: number;
  portion_4_to_8: number;
  portion_9_to_12: number;
};

export const DEFAULT_PORTIONS: PortionSettings = {
  portion_under_4: 0.25,
  portion_4_to_8: 0.5,
  portion_9_to_12: 0.75,
};

/** What a new family starts with (the same as the database's column defaults). */
export const FAMILY_SERVING_DEFAULTS = { ...DEFAULT_PORTIONS, measurement_system: 'us' } as const;

const portionValue = z.number().check(z.minimum(0), z.maximum(2));
export const portionSettingsInput = z.object({
  portion_under_4: portionValue,
  portion_4_to_8: portionValue,
  portion_9_to_12: portionValue,
});

/** An adult, a guest or anyone whose age is unknown eats one portion. */
export function portionForAge(age: number | null, settings: PortionSettings): number {
  if (age === null || age >= CHILD_AGE_BELOW) return 1;
  if (age < 4) return settings.portion_under_4;
  if (age < 9) return settings.portion_4_to_8;
  return settings.portion_9_to_12;
}

export type PortionAttendee = { family_user_id?: string | null; guest_name?: string | null };
export type PortionMember = { family_user_id: string; birthdate?: string | null };

/** Portions counted from who comes, on the meal's day (a child may have a birthday between). */
export function countPortions(
  attendees: readonly PortionAttendee[],
  members: readonly PortionMember[],
  settings: PortionSettings,
  mealDate: string,
): number {
  const birthdates = new Map(members.map((m) => [m.family_user_id, m.birthdate ?? null]));
  let total = 0;
  for (const attendee of attendees) {
    const age = attendee.family_user_id
      ? ageOn(birthdates.get(attendee.family_user_id), mealDate)
      : null;
    total += portionForAge(age, settings);
  }
  return total;
}

/** The cook's number when set, else the counted one; never below one portion. */
export function mealPortions(override: number | null | undefined, counted: number): number {
  if (override !== null && override !== undefined && override > 0) return override;
  return Math.max(counted, 1);
}

/** How much of a recipe a meal needs: portions over the servings it makes (1 when unknown). */
export function scaleFactor(portions: number, servings: number | null | undefined): number {
  if (!servings || servings <= 0) return 1;
  return portions / servings;
}

type FamilyServingRow = Partial<PortionSettings> & { measurement_system?: string | null };

/** A family row's settings, the defaults for anything missing (an older row, a test fake). */
export function portionSettingsOf(family: FamilyServingRow | null | undefined): PortionSettings {
  return {
    portion_under_4: family?.portion_under_4 ?? DEFAULT_PORTIONS.portion_under_4,
    portion_4_to_8: family?.portion_4_to_8 ?? DEFAULT_PORTIONS.portion_4_to_8,
    portion_9_to_12: family?.portion_9_to_12 ?? DEFAULT_PORTIONS.portion_9_to_12,
  };
}

export function measurementSystemOf(family: FamilyServingRow | null | undefined): 'us' | 'metric' {
  return family?.measurement_system === 'metric' ? 'metric' : 'us';
}

/** A saved meal's portions: the cook's number, else counted from its attendees. */
export function portionsOfMeal(
  meal: { portions?: number | null; meal_date: string; attendees: readonly PortionAttendee[] },
  members: readonly PortionMember[],
  family: FamilyServingRow | null | undefined,
): number {
  const counted = countPortions(meal.attendees, members, portionSettingsOf(family), meal.meal_date);
  return mealPortions(meal.portions, counted);
}
