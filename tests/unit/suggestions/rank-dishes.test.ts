import { describe, expect, it } from 'vitest';
import { suggestForDays } from '#domain/suggestions/plan-days.ts';
import { suggestForDay } from '#domain/suggestions/rank-dishes.ts';
import type { SuggestionInputs, SuggestionMeal } from '#domain/suggestions/suggestion-types.ts';
import { dish } from './suggestion-fixtures.ts';

const dinner = (meal_date: string, ...dish_ids: string[]): SuggestionMeal => ({
  meal_date,
  meal_type: 'Dinner',
  who_is_cooking: 'Home Cooked',
  dish_ids,
});

const PARENT = { family_user_id: 'mum', first_name: 'Ana', preferences: null };
const KID = { family_user_id: 'kid', first_name: 'Leo', preferences: null };
const TUESDAY = '2026-11-17';

function inputs(overrides: Partial<SuggestionInputs>): SuggestionInputs {
  return {
    dishes: [],
    members: [PARENT, KID],
    ratings: [],
    meals: [],
    busyEvenings: new Map(),
    ...overrides,
  };
}

const names = (list: { dish_name: string }[]) => list.map((s) => s.dish_name);

describe('suggestForDay', () => {
  it('never suggests a dish whose ingredients hit an attendee’s stated allergy', () => {
    const family = inputs({
      members: [PARENT, { ...KID, preferences: 'Leo has a nut allergy; loves noodles' }],
      dishes: [
        dish('Pad Thai', { ingredients: ['rice noodles', '1/2 cup crushed peanuts'] }),
        dish('Cashew Chicken', { ingredients: ['cashews', 'chicken'] }),
        dish('Shrimp Scampi', { ingredients: ['shrimp', 'linguine'] }),
        dish('Tomato Soup'),
      ],
    });
    expect(names(suggestForDay(family, { date: TUESDAY }, 10))).toEqual([
      'Shrimp Scampi',
      'Tomato Soup',
    ]);
    // Without Leo at the table, his allergy does not apply.
    expect(names(suggestForDay(family, { date: TUESDAY, attendeeIDs: ['mum'] }, 10))).toContain(
      'Pad Thai',
    );
  });

  it('reads "no shellfish" as a restriction that excludes shrimp', () => {
    const family = inputs({
      members: [{ ...PARENT, preferences: 'No shellfish please' }],
      dishes: [dish('Shrimp Scampi', { ingredients: ['1 lb shrimp'] }), dish('Lasagna')],
    });
    expect(names(suggestForDay(family, { date: TUESDAY }, 10))).toEqual(['Lasagna']);
  });

  it('suggests only main dishes', () => {
    const family = inputs({ dishes: [dish('Garlic Bread', { type: 'Side' }), dish('Chili')] });
    expect(names(suggestForDay(family, { date: TUESDAY }, 10))).toEqual(['Chili']);
  });

  it('ranks a dish the kids rate low lower when they attend, per member', () => {
    const family = inputs({
      dishes: [dish('Fish Pie'), dish('Tacos')],
      ratings: [
        { dish_id: 'fish-pie', family_user_id: 'mum', rating_count: 1, rating_sum: 5 },
        { dish_id: 'fish-pie', family_user_id: 'kid', rating_count: 1, rating_sum: 1 },
        { dish_id: 'tacos', family_user_id: 'mum', rating_count: 1, rating_sum: 4 },
        { dish_id: 'tacos', family_user_id: 'kid', rating_count: 1, rating_sum: 4 },
      ],
    });
    expect(names(suggestForDay(family, { date: TUESDAY }))).toEqual(['Tacos', 'Fish Pie']);
    expect(names(suggestForDay(family, { date: TUESDAY, attendeeIDs: ['mum'] }))).toEqual([
      'Fish Pie',
      'Tacos',
    ]);
  });

  it('favours what has not been served for a while', () => {
    const family = inputs({
      dishes: [dish('Lasagna'), dish('Curry')],
      meals: [dinner('2026-11-08', 'lasagna'), dinner('2026-10-20', 'curry')],
    });
    const [first, second] = suggestForDay(family, { date: TUESDAY });
    expect(first).toMatchObject({ dish_name: 'Curry', reason: 'Not served for 4 weeks' });
    expect(second?.dish_name).toBe('Lasagna');
  });

  it('knows when a dish was served before the meals it reads, from its latest date', () => {
    // Only recent meals are synced; older ones are each dish's latest date (dish_served).
    const family = inputs({
      dishes: [dish('Lasagna'), dish('Curry'), dish('Stew')],
      meals: [dinner('2026-11-08', 'lasagna')],
      lastServed: new Map([
        ['lasagna', '2026-11-08'],
        ['curry', '2026-03-02'],
      ]),
    });
    const ranked = suggestForDay(family, { date: TUESDAY });
    expect(ranked.find((s) => s.dish_name === 'Curry')?.reason).toBe('Not served for 8 months');
    expect(ranked.find((s) => s.dish_name === 'Stew')?.reason).toBe('Not served yet');
    expect(names(ranked).at(-1)).toBe('Lasagna');
  });

  it('favours Quick and Make Ahead dishes on a busy evening and says why', () => {
    const family = inputs({
      dishes: [
        dish('Beef Wellington', { prep: 'Involved' }),
        dish('Stir Fry', { prep: 'Quick' }),
        dish('Stew', { prep: 'Involved', make_ahead: true }),
      ],
      ratings: [
        { dish_id: 'beef-wellington', family_user_id: 'mum', rating_count: 1, rating_sum: 5 },
        { dish_id: 'beef-wellington', family_user_id: 'kid', rating_count: 1, rating_sum: 5 },
        { dish_id: 'stir-fry', family_user_id: 'mum', rating_count: 1, rating_sum: 4.6 },
        { dish_id: 'stir-fry', family_user_id: 'kid', rating_count: 1, rating_sum: 4.6 },
      ],
      meals: [dinner('2026-10-27', 'stir-fry'), dinner('2026-10-20', 'beef-wellington')],
    });
    const free = suggestForDay(family, { date: TUESDAY });
    expect(free[0]?.dish_name).toBe('Beef Wellington');

    const busy = { ...family, busyEvenings: new Map([[TUESDAY, { summaries: ['Soccer'] }]]) };
    const ranked = suggestForDay(busy, { date: TUESDAY });
    expect(names(ranked)).toEqual(['Stir Fry', 'Stew', 'Beef Wellington']);
    expect(ranked[0]?.reason).toBe('4.6 stars, not served for 3 weeks, Quick for a busy Tuesday');
    expect(ranked[1]?.reason).toBe('Not served yet, Make Ahead for a busy Tuesday');
  });

  it('offers leftovers from a recent home-cooked dinner on a busy evening', () => {
    const family = inputs({
      dishes: [dish('Chili', { prep: 'Involved' }), dish('Salad Bowl', { prep: 'Medium' })],
      meals: [dinner('2026-11-16', 'chili')],
      busyEvenings: new Map([[TUESDAY, { summaries: ['Recital'] }]]),
    });
    const [first] = suggestForDay(family, { date: TUESDAY });
    expect(first).toMatchObject({
      dish_name: 'Chili',
      who_is_cooking: 'Leftovers',
      reason: 'Leftovers from Monday for a busy Tuesday',
    });
  });

  it('prefers a cuisine the week does not have yet, and what members like', () => {
    const family = inputs({
      members: [{ ...PARENT, preferences: 'Loves Thai food' }, KID],
      dishes: [
        dish('Carbonara', { cuisine_type: 'Italian' }),
        dish('Tacos', { cuisine_type: 'Mexican' }),
        dish('Green Curry', { cuisine_type: 'Thai' }),
        dish('Pizza', { cuisine_type: 'Italian' }),
      ],
      meals: [dinner('2026-11-15', 'pizza')],
    });
    const ranked = suggestForDay(family, { date: TUESDAY }, 10);
    expect(ranked[0]).toMatchObject({ dish_name: 'Green Curry' });
    expect(ranked[0]?.reason).toContain('Ana likes thai');
    expect(names(ranked).indexOf('Carbonara')).toBeGreaterThan(names(ranked).indexOf('Tacos'));
  });
});

describe('suggestForDays', () => {
  it('does not repeat a dish across the days it plans', () => {
    const family = inputs({
      dishes: [dish('Tacos'), dish('Curry'), dish('Soup')],
    });
    const days = ['2026-11-22', '2026-11-23', '2026-11-24'].map((date) => ({ date }));
    const picks = [...suggestForDays(family, days).values()].map((s) => s?.dish_name);
    expect(new Set(picks).size).toBe(3);
  });

  it('gives no suggestion when nothing is safe to eat', () => {
    const family = inputs({
      members: [{ ...PARENT, preferences: 'Allergic to peanuts' }],
      dishes: [dish('Satay', { ingredients: ['peanut sauce'] })],
    });
    expect(suggestForDays(family, [{ date: TUESDAY }]).get(TUESDAY)).toBeNull();
  });
});
