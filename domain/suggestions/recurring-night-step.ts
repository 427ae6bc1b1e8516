// Recurring nights come before suggestions: a day with a weekly rule gets the rule, not a
// suggestion, and a rule's dish counts as planned on its day, so the engine does not
// suggest the tacos on Monday when Tuesday is taco night.
import { ruleFor, type RecurringRule } from '../recurring/recurring-night-rules.ts';
import { suggestForDays } from './plan-days.ts';
import type { Suggestion, SuggestionDay, SuggestionInputs } from './suggestion-types.ts';

export function suggestAroundRecurringNights(
  inputs: SuggestionInputs,
  days: readonly SuggestionDay[],
  rules: readonly RecurringRule[],
): Map<string, Suggestion | null> {
  const open = days.filter((day) => !ruleFor(rules, day.date));
  const ruleDishes = days.flatMap((day) => {
    const rule = ruleFor(rules, day.date);
    return rule?.kind === 'dish' && rule.dish_id
      ? [
          {
            meal_date: day.date,
            meal_type: 'Dinner',
            who_is_cooking: 'Home Cooked',
            dish_ids: [rule.dish_id],
          },
        ]
      : [];
  });
  return suggestForDays({ ...inputs, meals: [...inputs.meals, ...ruleDishes] }, open);
}
