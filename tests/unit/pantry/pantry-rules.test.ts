import { describe, expect, it } from 'vitest';
import {
  ANSWER_LASTS_MS,
  askedInPantryCheck,
  leftOffList,
  pantryKey,
  pantryView,
} from '#domain/pantry/pantry-rules.ts';

const NOW = 1_800_000_000_000;

describe('what the refresh leaves off and the pantry check asks', () => {
  const view = pantryView(
    [
      { ingredient_key: 'salt', running_out: false },
      { ingredient_key: 'rice', running_out: true },
    ],
    [
      { ingredient_key: 'egg', have: true, answered_at: NOW - 1000 },
      { ingredient_key: 'soy sauce', have: false, answered_at: NOW - 1000 },
      { ingredient_key: 'tofu', have: true, answered_at: NOW - ANSWER_LASTS_MS - 1 },
    ],
    NOW,
  );

  it('leaves off staples we have and this week’s “we have it”, not what runs out', () => {
    expect(leftOffList(view, 'salt')).toBe(true);
    expect(leftOffList(view, 'rice')).toBe(false);
    expect(leftOffList(view, 'egg')).toBe(true);
    expect(leftOffList(view, 'soy sauce')).toBe(false);
    expect(leftOffList(view, 'tofu')).toBe(false);
  });

  it('asks about what is neither a staple we have nor answered this week', () => {
    expect(askedInPantryCheck(view, 'salt')).toBe(false);
    expect(askedInPantryCheck(view, 'egg')).toBe(false);
    expect(askedInPantryCheck(view, 'soy sauce')).toBe(false);
    expect(askedInPantryCheck(view, 'tofu')).toBe(true);
    expect(askedInPantryCheck(view, 'rice')).toBe(true);
  });

  it('matches names with the refresh’s key', () => {
    expect(pantryKey({ name: 'Eggs' })).toBe('egg');
    expect(pantryKey({ name: 'Kosher Salt', ingredient_key: 'salt' })).toBe('salt');
  });
});
