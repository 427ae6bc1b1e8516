import { describe, expect, it } from 'vitest';
import { pickableDishes } from '#domain/dishes/dish-picker.ts';
import { ratingNotes, ratingsByMember } from '#domain/ratings/member-ratings.ts';
import { CHILD_AGE_BELOW, ratesWithFaces } from '#domain/ratings/rating-scale.ts';
import { ratingSummaries, summariesFromCounts } from '#domain/ratings/ratings.ts';
import { topDishes } from '#domain/ratings/top-dishes.ts';
import { lastServedUpTo } from '#domain/meals/recent-meals.ts';

describe('dish picker search', () => {
  const dishes = [
    { dish_id: '1', name: 'Tacos', type: 'Main', cuisine_type: 'Mexican' },
    { dish_id: '2', name: 'Guacamole', type: 'App', cuisine_type: 'Mexican' },
    { dish_id: '3', name: 'Green Salad', type: 'Side', cuisine_type: null },
  ] as const;
  const names = (search: string, selected: string[] = []) =>
    pickableDishes(dishes, search, selected).map((d) => d.name);
  it('matches name, cuisine or type in any case', () => {
    expect(names('TAC')).toEqual(['Tacos']);
    expect(names('mexican')).toEqual(['Tacos', 'Guacamole']);
    expect(names('side')).toEqual(['Green Salad']);
    expect(names('appetizer')).toEqual(['Guacamole']);
    expect(names('  ')).toEqual(['Tacos', 'Guacamole', 'Green Salad']);
    expect(names('pizza')).toEqual([]);
  });
  it('leaves out the dishes already chosen', () => {
    expect(names('mexican', ['1'])).toEqual(['Guacamole']);
  });
});

describe('rating scale', () => {
  it('gives children under 13 the faces, everyone else the stars', () => {
    expect(CHILD_AGE_BELOW).toBe(13);
    expect(ratesWithFaces('2014-03-09', '2026-03-08')).toBe(true); // 11 the day before 12
    expect(ratesWithFaces('2013-03-08', '2026-03-08')).toBe(false); // 13 today
    expect(ratesWithFaces('2013-03-09', '2026-03-08')).toBe(true); // 13 tomorrow
    expect(ratesWithFaces(null, '2026-03-08')).toBe(false); // unknown age: stars
    expect(ratesWithFaces('1980-01-01', '2026-03-08')).toBe(false);
  });
});

describe('history', () => {
  it('averages each member over the meal’s dishes and keeps distinct notes', () => {
    const means = ratingsByMember([
      { family_user_id: 'mum', rating: 5 },
      { family_user_id: 'mum', rating: 4 },
      { family_user_id: 'kid', rating: 2 },
    ]);
    expect(Object.fromEntries(means)).toEqual({ mum: 4.5, kid: 2 });
    expect(
      ratingNotes([
        { notes: 'second', created_at: 2 },
        { notes: 'first', created_at: 1 },
        { notes: 'second', created_at: 3 },
        { notes: null, created_at: 4 },
      ]),
    ).toEqual(['first', 'second']);
  });
  it('ranks rated dishes by average, then count, with the last day served up to today', () => {
    const dish = (dish_id: string) => ({ dish_id, name: dish_id });
    const top = topDishes({
      dishes: [dish('a'), dish('b'), dish('c'), dish('unrated')],
      summaries: ratingSummaries([
        { dish_id: 'a', rating: 4 },
        { dish_id: 'b', rating: 5 },
        { dish_id: 'c', rating: 4 },
        { dish_id: 'c', rating: 4 },
      ]),
      lastServed: lastServedUpTo('2026-03-08', [
        { meal_date: '2026-03-01', dishes: [{ dish_id: 'a' }] },
        { meal_date: '2026-03-05', dishes: [{ dish_id: 'a' }, { dish_id: 'c' }] },
        { meal_date: '2026-03-20', dishes: [{ dish_id: 'a' }] },
      ]),
    });
    expect(
      top.map((t) => [t.dish.dish_id, t.average_rating, t.rating_count, t.last_served]),
    ).toEqual([
      ['b', 5, 1, null],
      ['c', 4, 2, '2026-03-05'],
      ['a', 4, 1, '2026-03-05'],
    ]);
  });

  it('takes the last day served before the recent meals from each dish’s kept date', () => {
    const recent = [
      { meal_date: '2026-03-05', dishes: [{ dish_id: 'a' }] },
      { meal_date: '2026-03-12', dishes: [{ dish_id: 'b' }] },
    ];
    const kept = [
      { dish_id: 'a', last_served_on: '2026-03-05' },
      { dish_id: 'b', last_served_on: '2026-03-12' }, // planned, not served yet
      { dish_id: 'old', last_served_on: '2025-06-01' },
    ];
    expect(Object.fromEntries(lastServedUpTo('2026-03-08', recent, kept))).toEqual({
      a: '2026-03-05',
      old: '2025-06-01',
    });
  });
  it('gives the same summaries from kept counts as from the rating rows', () => {
    const rows = [5, 4, 4, 2].map((rating) => ({ dish_id: 'a', rating }));
    expect(
      summariesFromCounts([
        { dish_id: 'a', rating_count: 4, rating_sum: 15 },
        { dish_id: 'none-left', rating_count: 0, rating_sum: 0 },
      ]),
    ).toEqual(ratingSummaries(rows));
  });
});
