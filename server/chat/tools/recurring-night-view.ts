// Recurring nights as the assistant's tools show them: per weekday, and the rule of a date.
import { recurringLabel, ruleFor, WEEKDAY_NAMES } from '#domain/recurring/recurring-night-rules.ts';
import type { RecurringNight } from '#schema';
import type { FamilyData } from '../family-data.ts';

export type RuleView = {
  weekday: string;
  label: string;
  kind: string;
  dish_id?: string;
  who_is_cooking?: string;
};

export type RecurringNights = {
  all: readonly RuleView[];
  /** The rule of a date's weekday, if any. */
  on: (date: string) => RuleView | undefined;
};

export async function recurringNightsFor(data: FamilyData): Promise<RecurringNights> {
  const [rules, dishes] = await Promise.all([data.recurringNights(), data.dishes()]);
  const names = new Map(dishes.map((dish) => [dish.dish_id, dish.name]));
  const view = (rule: RecurringNight): RuleView => ({
    weekday: WEEKDAY_NAMES[rule.weekday] ?? String(rule.weekday),
    label: recurringLabel(rule, (id) => names.get(id)),
    kind: rule.kind,
    ...(rule.dish_id ? { dish_id: rule.dish_id } : {}),
    ...(rule.who_is_cooking ? { who_is_cooking: rule.who_is_cooking } : {}),
  });
  return {
    all: rules.map(view),
    on: (date) => {
      const rule = ruleFor(rules, date);
      return rule && view(rule);
    },
  };
}
