import { describe, expect, it } from 'vitest';
import { kitchenNumber } from 'recipe-reader';
import {
  countPortions,
  DEFAULT_PORTIONS,
  mealPortions,
  portionForAge,
  scaleFactor,
} from '#domain/servings/portions.ts';

const members = [
  { family_user_id: 'mum', birthdate: '1985-03-01' },
  { family_user_id: 'dad', birthdate: null },
  { family_user_id: 'kid', birthdate: '2020-06-15' },
  { family_user_id: 'baby', birthdate: '2025-01-01' },
];

describe('portions', () => {
  it('counts two adults, a 6-year-old and a guest as 3½', () => {
    const attendees = [
      { family_user_id: 'mum' },
      { family_user_id: 'dad' },
      { family_user_id: 'kid' },
      { guest_name: 'Grandpa' },
    ];
    expect(countPortions(attendees, members, DEFAULT_PORTIONS, '2026-11-22')).toBe(3.5);
  });

  it('uses the age on the meal day and the family’s own fractions', () => {
    const settings = { ...DEFAULT_PORTIONS, portion_under_4: 0.5 };
    expect(countPortions([{ family_user_id: 'baby' }], members, settings, '2026-11-22')).toBe(0.5);
    expect(portionForAge(2, DEFAULT_PORTIONS)).toBe(0.25);
    expect(portionForAge(6, DEFAULT_PORTIONS)).toBe(0.5);
    expect(portionForAge(11, DEFAULT_PORTIONS)).toBe(0.75);
    expect(portionForAge(13, DEFAULT_PORTIONS)).toBe(1);
  });

  it('lets the cook override, and never cooks for fewer than one', () => {
    expect(mealPortions(6, 3.5)).toBe(6);
    expect(mealPortions(null, 3.5)).toBe(3.5);
    expect(mealPortions(null, 0)).toBe(1);
  });

  it('scales a recipe by portions over servings, or not at all when servings are unknown', () => {
    expect(scaleFactor(3.5, 4)).toBe(0.875);
    expect(scaleFactor(3.5, null)).toBe(1);
  });

  it('writes numbers as a cook does', () => {
    expect(kitchenNumber(4.5)).toBe('4½');
    expect(kitchenNumber(1.25)).toBe('1¼');
    expect(kitchenNumber(0.75)).toBe('¾');
    expect(kitchenNumber(1.75)).toBe('1¾');
    expect(kitchenNumber(0.333)).toBe('⅓');
    expect(kitchenNumber(3)).toBe('3');
    expect(kitchenNumber(2.43)).toBe('2.43');
  });
});
