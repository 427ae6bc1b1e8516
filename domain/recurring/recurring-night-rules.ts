// Recurring nights: a family's weekly rules ("Tuesday: tacos", "Friday: take out",
// "Sunday: someone cooks a new dish"). One implementation of what a rule means, for the
// planning page, the mutators, the suggestion engine and the assistant.
import { z } from '../zod-mini.ts';
import type { mealFieldsInput } from '../meals/meal-fields.ts';
import { weekdayOf } from '../time/family-dates.ts';

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Cook options a rule can name on their own: they carry no dishes. */
export const RECURRING_COOK_OPTIONS = ['Take Out', 'Go Out', 'Scrounge'] as const;

/** The source of a meal planned from a recurring night (docs/spec.md §3: source is free text). */
export const RECURRING_MEAL_SOURCE = 'Recurring';
export const NEW_DISH_LABEL = 'Someone cooks a new dish';

const id = z.string().check(z.minLength(1), z.maxLength(64));

export const recurringRuleInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dish'), dish_id: id }),
  z.object({ kind: z.literal('cook'), who_is_cooking: z.enum(RECURRING_COOK_OPTIONS) }),
  z.object({ kind: z.literal('new_dish') }),
]);
export type RecurringRuleInput = z.infer<typeof recurringRuleInput>;

export const weekdaySchema = z.number().check(z.int(), z.minimum(0), z.maximum(6));

/** A stored rule, as Zero or SQL returns it. */
export type RecurringRule = {
  weekday: number;
  kind: string;
  dish_id?: string | null | undefined;
  who_is_cooking?: string | null | undefined;
};

/** What the rule plans, in words: the dish's name, the cook option, or a new-dish night. */
export function recurringLabel(rule: RecurringRule, dishName: (id: string) => string | undefined) {
  if (rule.kind === 'dish') return (rule.dish_id && dishName(rule.dish_id)) || 'A dish';
  if (rule.kind === 'cook') return rule.who_is_cooking ?? 'Take Out';
  return NEW_DISH_LABEL;
}

/** Whether one click plans the rule's dinner. A new-dish night has no dish yet: it opens the
 * meal dialog for one, rather than planning a meal with no dish (labelled 'TBD'). */
export function plansWithOneClick(rule: RecurringRule): boolean {
  return rule.kind !== 'new_dish';
}

/** The rule for a date's weekday, if the family has one. */
export function ruleFor<R extends RecurringRule>(rules: readonly R[], date: string): R | undefined {
  const weekday = weekdayOf(date);
  return rules.find((rule) => rule.weekday === weekday);
}

/** The dinner a rule plans on a date, for everyone in the family. */
export function mealFromRule(
  rule: RecurringRule,
  date: string,
  memberIDs: readonly string[],
): z.output<typeof mealFieldsInput> {
  const base = {
    meal_date: date,
    meal_type: 'Dinner' as const,
    source: RECURRING_MEAL_SOURCE,
    attendees: memberIDs.map((family_user_id) => ({ family_user_id })),
    // Counted from the attendees, like any meal nobody overrode.
    portions: null,
  };
  if (rule.kind === 'dish')
    return { ...base, who_is_cooking: 'Home Cooked', dish_ids: [rule.dish_id!], notes: null };
  if (rule.kind === 'cook')
    return {
      ...base,
      who_is_cooking: z
        .catch(z.enum(RECURRING_COOK_OPTIONS), 'Take Out')
        .parse(rule.who_is_cooking),
      dish_ids: [],
      notes: null,
    };
  return { ...base, who_is_cooking: 'Home Cooked', dish_ids: [], notes: `${NEW_DISH_LABEL}.` };
}
