// Tools that read meals: the history with its ratings, the two planning weeks, and the
// app's own suggestions for open evenings.
import { z } from 'zod';
import { labelOf, mealDishes, type MealWithParts } from '#domain/meals/meal-view.ts';
import { weekdayName } from '#domain/time/date-labels.ts';
import { addDays, daysOf, weekRange } from '#domain/time/family-dates.ts';
import { suggestAroundRecurringNights } from '#domain/suggestions/recurring-night-step.ts';
import { suggestionInputsFor } from '../suggestion-inputs.ts';
import { clip } from './model-text.ts';
import { recurringNightsFor } from './recurring-night-view.ts';
import { MAX_SPAN_DAYS, SPAN_MESSAGE, withinMaxSpan } from '#domain/time/date-span.ts';
import { defineTool, isoDate, type ToolContext } from './tool-kit.ts';

function mealForModel(meal: MealWithParts) {
  const names = new Map(meal.attendees.map((a) => [a.family_user_id, a.member?.first_name]));
  return {
    meal_id: meal.meal_id,
    date: meal.meal_date,
    weekday: weekdayName(meal.meal_date),
    meal_type: meal.meal_type,
    who_is_cooking: meal.who_is_cooking,
    label: labelOf(meal),
    dishes: mealDishes(meal).map((dish) => ({ dish_id: dish.dish_id, name: dish.name })),
    attendees: meal.attendees.map((a) => a.member?.first_name ?? a.guest_name ?? 'guest'),
    ratings: meal.ratings.map((r) => ({
      dish_id: r.dish_id,
      member: names.get(r.family_user_id) ?? 'someone',
      rating: r.rating,
    })),
    notes: clip(meal.notes, 300),
  };
}

/**
 * One planning week (0: this week, 1: next week) as the model reads it: what
 * get_planned_meals answers, and MCP's resource "this week's plan".
 */
export async function planningWeek(index: 0 | 1, { data, today }: ToolContext) {
  const range = weekRange(today, index);
  const [meals, recurring] = await Promise.all([
    data.mealsBetween(range.from, range.to),
    recurringNightsFor(data),
  ]);
  const planned = new Set(meals.map((meal) => meal.meal_date));
  return {
    week: index === 0 ? 'this week' : 'next week',
    ...range,
    meals: meals.map(mealForModel),
    days_without_meals: daysOf(range).filter((date) => !planned.has(date)),
    recurring_nights_on_empty_days: daysOf(range).flatMap((date) => {
      const rule = planned.has(date) ? undefined : recurring.on(date);
      return rule ? [{ date, ...rule }] : [];
    }),
  };
}

export const mealTools = [
  defineTool({
    name: 'get_meal_history',
    description:
      'Meals of the last days (default 30, at most 120) with dishes, attendees and ratings.',
    args: z.strictObject({ days: z.number().int().min(1).max(120).default(30) }),
    run: async ({ days }, { data, today }) =>
      (await data.mealsBetween(addDays(today, -days), addDays(today, -1))).map(mealForModel),
  }),
  defineTool({
    name: 'get_planned_meals',
    description:
      'The planning weeks (Sunday to Saturday): this week and next week, with the meals ' +
      'planned on each day, the days that have none, and the recurring nights (weekly ' +
      'rules such as "Tuesday: tacos") that apply to those empty days.',
    args: z.strictObject({ week: z.enum(['this', 'next', 'both']).default('both') }),
    run: async ({ week }, context) => {
      const weeks: (0 | 1)[] = week === 'both' ? [0, 1] : week === 'this' ? [0] : [1];
      return Promise.all(weeks.map((index) => planningWeek(index, context)));
    },
  }),
  defineTool({
    name: 'suggest_dinners',
    description:
      "The app's own ranked dinner suggestion for each date, from ratings per member, how " +
      'recently dishes were served, allergies, busy evenings and cuisine variety, with a ' +
      'reason. Dishes that hit an allergy of an attendee are never suggested. A date with a ' +
      'recurring night (a weekly rule) returns the rule instead: plan that. The dates lie ' +
      `within ${MAX_SPAN_DAYS} days of each other.`,
    args: z.strictObject({
      dates: z.array(isoDate).min(1).max(14).refine(withinMaxSpan, SPAN_MESSAGE),
    }),
    run: async ({ dates }, { data, today }) => {
      const sorted = [...new Set(dates)].sort();
      const [inputs, meals, recurring, rules] = await Promise.all([
        suggestionInputsFor(data, sorted[0]!, sorted.at(-1)!),
        data.mealsBetween(sorted[0]!, sorted.at(-1)!),
        recurringNightsFor(data),
        data.recurringNights(),
      ]);
      const planned = new Map<string, string[]>();
      for (const meal of meals)
        planned.set(meal.meal_date, [...(planned.get(meal.meal_date) ?? []), labelOf(meal)]);
      const open = sorted.filter((date) => !planned.has(date));
      const picks = suggestAroundRecurringNights(
        inputs,
        open.map((date) => ({ date })),
        rules,
      );
      return sorted.map((date) => {
        const day = { date, weekday: weekdayName(date), in_the_past: date < today };
        if (planned.has(date)) return { ...day, already_planned: planned.get(date) };
        const rule = recurring.on(date);
        if (rule) return { ...day, recurring_night: rule };
        const pick = picks.get(date);
        if (!pick) return { ...day, suggestion: null };
        const { dish_id, dish_name, who_is_cooking, reason } = pick;
        return { ...day, dish_id, dish_name, who_is_cooking, reason };
      });
    },
  }),
];
