// Tools that read the caller's family: members, dishes, busy evenings, suggestions.
// Their results reach the model as tool messages: data, never instructions.
import { z } from 'zod';
import { dishTypeLabel } from '../../../domain/dishes/dish-fields.ts';
import { dietaryProfile } from '../../../domain/suggestions/dietary-profile.ts';
import { ageOn } from '../../../domain/rules/age.ts';
import { weekdayName } from '../../../domain/rules/date-labels.ts';
import { addDays, daysBetween } from '../../../domain/rules/family-dates.ts';
import { suggestForDays } from '../../../domain/suggestions/plan-days.ts';
import type { Dish } from '../../../schema.ts';
import { suggestionInputsFor } from '../suggestion-inputs.ts';
import { defineTool, isoDate, noArgs } from './tool-kit.ts';

const MAX_DISHES = 150;
const MAX_RANGE_DAYS = 31;
const clip = (text: string | null | undefined, max: number) =>
  text && text.length > max ? `${text.slice(0, max)}…` : (text ?? null);

function dishForModel(dish: Dish) {
  return {
    dish_id: dish.dish_id,
    name: dish.name,
    type: dishTypeLabel(dish.type),
    prep: dish.prep,
    make_ahead: dish.make_ahead,
    cuisine_type: dish.cuisine_type ?? null,
    description: clip(dish.description, 300),
    ingredients: dish.ingredients.slice(0, 25),
  };
}

const dateRange = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => daysBetween(range.from, range.to) >= 0, 'from must not be after to')
  .refine((range) => daysBetween(range.from, range.to) < MAX_RANGE_DAYS, 'at most 31 days');

export const readTools = [
  defineTool({
    name: 'get_family_members',
    description:
      "The family's members with age, their free-text preferences, and the allergies, " +
      'restrictions, likes and dislikes read from them. Use family_user_id for attendees.',
    args: noArgs,
    run: async (_args, { data, today }) =>
      (await data.members()).map((member) => {
        const profile = dietaryProfile(member.preferences);
        const labels = (terms: { label: string }[]) => terms.map((term) => term.label);
        return {
          family_user_id: member.family_user_id,
          first_name: member.first_name,
          age: ageOn(member.birthdate, today),
          preferences: clip(member.preferences, 500),
          allergies: labels(profile.allergies),
          restrictions: labels(profile.avoids),
          likes: labels(profile.likes),
          dislikes: labels(profile.dislikes),
        };
      }),
  }),
  defineTool({
    name: 'list_dishes',
    description:
      "The family's dish library, optionally filtered by a search over name, cuisine and " +
      'ingredients, and by type.',
    args: z.object({
      search: z.string().max(100).optional(),
      type: z.enum(['Main', 'App', 'Side']).optional(),
    }),
    run: async ({ search, type }, { data }) => {
      const needle = search?.trim().toLowerCase() ?? '';
      const dishes = (await data.dishes())
        .filter((dish) => !type || dish.type === type)
        .filter(
          (dish) =>
            !needle ||
            [dish.name, dish.cuisine_type ?? '', ...dish.ingredients].some((text) =>
              text.toLowerCase().includes(needle),
            ),
        );
      return {
        dishes: dishes.slice(0, MAX_DISHES).map(dishForModel),
        more: Math.max(0, dishes.length - MAX_DISHES),
      };
    },
  }),
  defineTool({
    name: 'get_busy_evenings',
    description:
      "Evenings between two dates (inclusive, at most 31 days) when the family's calendar " +
      'has events around dinner time, with the events.',
    args: dateRange,
    run: async ({ from, to }, { data }) => {
      const busy = await data.busyEvenings(from, to);
      return [...busy].map(([date, evening]) => ({
        date,
        weekday: weekdayName(date),
        events: evening.summaries,
      }));
    },
  }),
  defineTool({
    name: 'suggest_dinners',
    description:
      "The app's own ranked dinner suggestion for each date, from ratings per member, how " +
      'recently dishes were served, allergies, busy evenings and cuisine variety, with a ' +
      'reason. Dishes that hit an allergy of an attendee are never suggested.',
    args: z.object({ dates: z.array(isoDate).min(1).max(14) }),
    run: async ({ dates }, { data, today }) => {
      const sorted = [...new Set(dates)].sort();
      const inputs = await suggestionInputsFor(
        data,
        addDays(sorted[0]!, -90),
        addDays(sorted.at(-1)!, 7),
      );
      const picks = suggestForDays(
        inputs,
        sorted.map((date) => ({ date })),
      );
      return sorted.map((date) => {
        const pick = picks.get(date);
        return pick
          ? {
              date,
              weekday: weekdayName(date),
              in_the_past: date < today,
              dish_id: pick.dish_id,
              dish_name: pick.dish_name,
              who_is_cooking: pick.who_is_cooking,
              reason: pick.reason,
            }
          : { date, weekday: weekdayName(date), suggestion: null };
      });
    },
  }),
];
