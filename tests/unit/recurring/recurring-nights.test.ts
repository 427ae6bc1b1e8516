import { describe, expect, it } from 'vitest';
import { mealFromRule, recurringLabel, ruleFor } from '#domain/recurring/recurring-night-rules.ts';
import { suggestAroundRecurringNights } from '#domain/suggestions/recurring-night-step.ts';
import { dish } from '../suggestions/suggestion-fixtures.ts';

const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const FRIDAY = '2026-11-20';
const RULES = [
  { weekday: 2, kind: 'dish', dish_id: 'tacos' },
  { weekday: 5, kind: 'cook', who_is_cooking: 'Take Out' },
];

describe('recurring nights', () => {
  it('finds the rule of a date’s weekday and says what it plans', () => {
    expect(ruleFor(RULES, TUESDAY)?.dish_id).toBe('tacos');
    expect(ruleFor(RULES, MONDAY)).toBeUndefined();
    expect(recurringLabel(RULES[0]!, () => 'Tacos')).toBe('Tacos');
    expect(recurringLabel(RULES[1]!, () => undefined)).toBe('Take Out');
    expect(recurringLabel({ weekday: 0, kind: 'new_dish' }, () => undefined)).toBe(
      'Someone cooks a new dish',
    );
    expect(mealFromRule(RULES[1]!, FRIDAY, ['a'])).toMatchObject({
      who_is_cooking: 'Take Out',
      dish_ids: [],
      source: 'Recurring',
      attendees: [{ family_user_id: 'a' }],
    });
  });

  it('suggests nothing on a rule’s day and never the rule’s dish on another day of the week', () => {
    const inputs = {
      dishes: [dish('Tacos'), dish('Lasagna')],
      members: [{ family_user_id: 'a', first_name: 'Ana', preferences: null }],
      ratings: [{ dish_id: 'tacos', family_user_id: 'a', rating_count: 1, rating_sum: 5 }],
      meals: [],
      busyEvenings: new Map(),
    };
    const days = [MONDAY, TUESDAY, FRIDAY].map((date) => ({ date }));
    // Without rules Tacos, the best-rated dish, would be Monday's pick.
    expect(suggestAroundRecurringNights(inputs, days, []).get(MONDAY)?.dish_name).toBe('Tacos');
    const picks = suggestAroundRecurringNights(inputs, days, RULES);
    expect([...picks.keys()]).toEqual([MONDAY]);
    expect(picks.get(MONDAY)?.dish_name).toBe('Lasagna');
  });
});
