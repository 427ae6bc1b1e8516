// docs/assistant.md, "Suggestions": suggestions propose dinners only, vary them, and skip low-rated dishes.
import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/time/family-dates.ts';
import { suggestForDays } from '#domain/suggestions/plan-days.ts';
import { suggestForDay } from '#domain/suggestions/rank-dishes.ts';
import type { SuggestionInputs } from '#domain/suggestions/suggestion-types.ts';
import { dish } from './suggestion-fixtures.ts';

const MUM = { family_user_id: 'mum', first_name: 'Ana', preferences: null };
const SUNDAY = '2026-11-22';

function family(overrides: Partial<SuggestionInputs>): SuggestionInputs {
  return {
    dishes: [],
    members: [MUM],
    ratings: [],
    meals: [],
    busyEvenings: new Map(),
    ...overrides,
  };
}

describe('dinner suggestions', () => {
  it('never proposes an imported dessert, drink or breakfast for dinner', () => {
    const inputs = family({
      dishes: [
        dish('Chocolate Lava Cake', { category: 'Dessert' }),
        dish('Mango Lassi', { category: 'Drinks' }),
        dish('Pancakes', { category: 'Breakfast & Brunch' }),
        dish('Roast Chicken', { category: 'Main Course' }),
        dish('Lasagna'),
      ],
    });
    const picked = suggestForDay(inputs, { date: SUNDAY }, 10).map((s) => s.dish_name);
    expect(picked.sort()).toEqual(['Lasagna', 'Roast Chicken']);
  });

  it('serves no dish twice within a week over two weeks', () => {
    const inputs = family({
      dishes: ['Tacos', 'Curry', 'Risotto', 'Stew', 'Pho', 'Chili', 'Paella', 'Ramen'].map((n) =>
        dish(n),
      ),
      ratings: [{ dish_id: 'tacos', family_user_id: 'mum', rating_count: 1, rating_sum: 5 }],
    });
    const days = Array.from({ length: 14 }, (_, i) => ({ date: addDays(SUNDAY, i) }));
    const picks = suggestForDays(inputs, days);
    const byDish = new Map<string, string[]>();
    for (const [date, pick] of picks) {
      if (pick) byDish.set(pick.dish_id, [...(byDish.get(pick.dish_id) ?? []), date]);
    }
    for (const dates of byDish.values()) {
      expect(dates.length).toBeLessThanOrEqual(2);
      for (let i = 1; i < dates.length; i += 1) {
        const gap = (Date.parse(dates[i]!) - Date.parse(dates[i - 1]!)) / 86_400_000;
        expect(gap).toBeGreaterThanOrEqual(7);
      }
    }
    // A favourite is still chosen, once a week at most.
    expect(byDish.get('tacos')?.length).toBe(2);
  });

  it('skips a dish the family rated low', () => {
    const inputs = family({
      dishes: [dish('Liver and Onions'), dish('Fish Pie')],
      ratings: [
        // Two ratings of 2 and 1 stars, added up.
        { dish_id: 'liver-and-onions', family_user_id: 'mum', rating_count: 2, rating_sum: 3 },
      ],
    });
    expect(suggestForDay(inputs, { date: SUNDAY }, 10).map((s) => s.dish_name)).toEqual([
      'Fish Pie',
    ]);
  });
});
