import { describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { cookUsesDishes, parseMealFields } from '#domain/meals/meal-fields.ts';
import { mealRating, orderedAttendees } from '#domain/meals/meal-view.ts';
import {
  mealRowDate,
  rangeLabel,
  relativeDay,
  shortDate,
  weekdayName,
} from '#domain/time/date-labels.ts';
import { familyStats, NO_COUNTS } from '#domain/meals/family-stats.ts';
import { leftoverDishes } from '#domain/meals/leftovers.ts';
import { mealLabel } from '#domain/meals/meal-label.ts';
import { averageRating, formatRating, ratingSummaries } from '#domain/ratings/ratings.ts';
import { unratedRecent } from '#domain/ratings/unrated-recent.ts';

describe('meal label (docs/spec.md §4)', () => {
  const label = (who_is_cooking: string, dishNames: string[], meal_type = 'Dinner') =>
    mealLabel({ who_is_cooking, meal_type, dishNames });
  it('names leftovers by their first dish', () => {
    expect(label('Leftovers', ['Chili'])).toBe('Leftovers (Chili)');
    expect(label('Leftovers', ['Chili', 'Rice', 'Salad'])).toBe('Leftovers (Chili) +2');
  });
  it('names a home-cooked meal by its first dish, or TBD', () => {
    expect(label('Home Cooked', [])).toBe('TBD');
    expect(label('Home Cooked', ['Tacos'])).toBe('Tacos');
    expect(label('Home Cooked', ['Tacos', 'Beans'])).toBe('Tacos +1');
  });
  it('otherwise shows the cook option, or the meal type', () => {
    expect(label('Take Out', [])).toBe('Take Out');
    expect(label('Go Out', [])).toBe('Go Out');
    expect(label('Scrounge', [])).toBe('Scrounge');
    expect(label('Leftovers', [])).toBe('Leftovers');
    expect(label('', [], 'Brunch')).toBe('Brunch');
  });
});

describe('date formats', () => {
  it('writes meal rows as weekday, short month, day, whatever the viewer’s zone', () => {
    expect(mealRowDate('2026-03-08')).toBe('Sun, Mar 8');
    expect(mealRowDate('2026-12-31')).toBe('Thu, Dec 31');
    expect(shortDate('2026-03-08')).toBe('Mar 8');
    expect(weekdayName('2026-03-14')).toBe('Saturday');
    expect(rangeLabel({ from: '2026-03-08', to: '2026-03-14' })).toBe('Mar 8 - Mar 14');
    expect(rangeLabel({ from: '2026-12-27', to: '2027-01-02' })).toBe('Dec 27 - Jan 2');
  });
  it('writes recent days as Today, Yesterday or the short date', () => {
    expect(relativeDay('2026-03-08', '2026-03-08')).toBe('Today');
    expect(relativeDay('2026-02-28', '2026-03-01')).toBe('Yesterday');
    expect(relativeDay('2026-03-05', '2026-03-08')).toBe('Mar 5');
  });
});

describe('ratings', () => {
  it('averages to one decimal, and shows 0.0 when nothing is rated', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([4, 5, 5])).toBe(4.7);
    expect(averageRating([1, 2])).toBe(1.5);
    expect(averageRating([3, 3, 4])).toBe(3.3);
    expect(formatRating(null)).toBe('0.0');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.7)).toBe('4.7');
  });
  it('summarises each dish’s ratings', () => {
    const summaries = ratingSummaries([
      { dish_id: 'a', rating: 5 },
      { dish_id: 'a', rating: 4 },
      { dish_id: 'b', rating: 2 },
    ]);
    expect(summaries.get('a')).toEqual({ average_rating: 4.5, rating_count: 2 });
    expect(summaries.get('b')).toEqual({ average_rating: 2, rating_count: 1 });
    expect(summaries.get('c')).toBeUndefined();
  });
  it('rates a meal from the ratings of the dishes on it now', () => {
    const rating = (dish_id: string, value: number) => ({ dish_id, rating: value });
    const meal = {
      dishes: [{ dish_id: 'a' }, { dish_id: 'b' }],
      ratings: [rating('a', 5), rating('b', 2), rating('gone', 1)],
    };
    expect(mealRating(meal)).toBe(3.5);
  });
  it('computes family stats from the counts', () => {
    const none = { meals_planned: 0, average_dish_rating: 0, ai_recommendations: 0 };
    expect(familyStats(undefined)).toEqual(none);
    expect(familyStats(NO_COUNTS)).toEqual(none);
    // Three ratings 5, 4, 4: the same 4.3 as averaging the rows.
    expect(
      familyStats({
        meal_count: 3,
        rating_count: 3,
        rating_sum: 13,
        accepted_suggestion_count: 2,
      }),
    ).toEqual({ meals_planned: 3, average_dish_rating: 4.3, ai_recommendations: 2 });
    expect(averageRating([5, 4, 4])).toBe(4.3);
  });
});

describe('meal payload rules', () => {
  it('fills the defaults, trims guests and notes, and drops repeated members and dishes', () => {
    expect(
      parseMealFields({
        meal_date: '2026-03-08',
        notes: '  ',
        dish_ids: ['a', 'b', 'a'],
        attendees: [{ family_user_id: 'm1' }, { family_user_id: 'm1' }, { guest_name: ' Jo ' }],
      }),
    ).toEqual({
      meal_date: '2026-03-08',
      meal_type: 'Dinner',
      who_is_cooking: 'Home Cooked',
      source: 'Manual',
      notes: null,
      dish_ids: ['a', 'b'],
      attendees: [
        { family_user_id: 'm1', guest_name: null },
        { family_user_id: null, guest_name: 'Jo' },
      ],
      portions: null,
    });
  });
  it('sends no dishes for cook options without dishes, and needs one for leftovers', () => {
    expect(cookUsesDishes('Home Cooked')).toBe(true);
    expect(cookUsesDishes('Leftovers')).toBe(true);
    expect(cookUsesDishes('Take Out')).toBe(false);
    expect(
      parseMealFields({ meal_date: '2026-03-08', who_is_cooking: 'Go Out', dish_ids: ['a'] })
        .dish_ids,
    ).toEqual([]);
    expect(() => parseMealFields({ meal_date: '2026-03-08', who_is_cooking: 'Leftovers' })).toThrow(
      new AppError('LEFTOVERS_NEED_DISH'),
    );
    expect(() =>
      parseMealFields({ meal_date: '2026-03-08', attendees: [{ guest_name: ' ' }] }),
    ).toThrow('Guest name cannot be blank.');
  });
  it('orders attendees: members in family order, then guests as added', () => {
    const member = (id: string, created_at: number) => ({
      attendee_id: `m~m~${id}`,
      family_user_id: id,
      member: { created_at },
    });
    const guest = (index: number) => ({
      attendee_id: `m~g~${index}`,
      family_user_id: undefined,
      member: undefined,
    });
    const sorted = orderedAttendees([guest(10), member('b', 2), guest(2), member('a', 1)] as never);
    expect(sorted.map((a: { attendee_id: string }) => a.attendee_id)).toEqual([
      'm~m~a',
      'm~m~b',
      'm~g~2',
      'm~g~10',
    ]);
  });
});

describe('leftovers and unrated dishes', () => {
  const dish = (dish_id: string, name = dish_id) => ({ dish_id, name });
  it('offers dishes of home-cooked meals of the four days before, newest first, once', () => {
    const meals = [
      { meal_date: '2026-03-04', who_is_cooking: 'Home Cooked', dishes: [{ dish: dish('old') }] },
      { meal_date: '2026-03-05', who_is_cooking: 'Home Cooked', dishes: [{ dish: dish('a') }] },
      { meal_date: '2026-03-08', who_is_cooking: 'Home Cooked', dishes: [{ dish: dish('b') }] },
      { meal_date: '2026-03-07', who_is_cooking: 'Take Out', dishes: [{ dish: dish('c') }] },
      {
        meal_date: '2026-03-08',
        who_is_cooking: 'Home Cooked',
        dishes: [{ dish: dish('a') }, { dish: undefined }],
      },
      { meal_date: '2026-03-09', who_is_cooking: 'Home Cooked', dishes: [{ dish: dish('today') }] },
    ];
    expect(leftoverDishes(meals, '2026-03-09').map((d) => d.dish_id)).toEqual(['b', 'a']);
  });
  it('lists the member’s unrated dishes of the last seven days, newest first', () => {
    const meal = (meal_id: string, meal_date: string, who_is_cooking = 'Home Cooked') => ({
      meal_id,
      meal_date,
      who_is_cooking,
      created_at: 0,
      dishes: [
        { dish_id: `${meal_id}-1`, dish: dish(`${meal_id}-1`) },
        { dish_id: `${meal_id}-2`, dish: dish(`${meal_id}-2`) },
      ],
      ratings: [{ dish_id: `${meal_id}-2`, family_user_id: 'me' }],
    });
    const items = unratedRecent(
      [
        meal('week-ago', '2026-03-02'),
        meal('edge', '2026-03-03'),
        meal('today', '2026-03-09'),
        meal('tomorrow', '2026-03-10'),
        meal('leftovers', '2026-03-08', 'Leftovers'),
      ],
      'me',
      '2026-03-09',
    );
    expect(items.map((i) => i.dish_id)).toEqual(['today-1', 'edge-1']);
    expect(unratedRecent([meal('today', '2026-03-09')], 'someone-else', '2026-03-09')).toHaveLength(
      2,
    );
  });
});
