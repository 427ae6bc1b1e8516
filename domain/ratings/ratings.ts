// Rating arithmetic (docs/spec.md §9: a 1 to 5 scale, averages to one decimal).

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The mean of the ratings to one decimal, or null when there are none. */
export function averageRating(ratings: readonly number[]): number | null {
  return averageOfTotal(
    ratings.reduce((sum, value) => sum + value, 0),
    ratings.length,
  );
}

/** The same mean from a sum and a count kept elsewhere (Family Stats' counts). */
export function averageOfTotal(sum: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** One decimal always: '4.0', and '0.0' when nothing is rated (Avg Rating, docs/spec.md §2). */
export function formatRating(average: number | null | undefined): string {
  return (average ?? 0).toFixed(1);
}

export type RatingSummary = { average_rating: number | null; rating_count: number };

/** Each dish's average rating and rating count, from rating rows of any meals. */
export function ratingSummaries(
  rows: readonly { dish_id: string; rating: number }[],
): Map<string, RatingSummary> {
  const byDish = new Map<string, number[]>();
  for (const row of rows) {
    const list = byDish.get(row.dish_id) ?? [];
    list.push(row.rating);
    byDish.set(row.dish_id, list);
  }
  const summaries = new Map<string, RatingSummary>();
  for (const [dishID, list] of byDish)
    summaries.set(dishID, { average_rating: averageRating(list), rating_count: list.length });
  return summaries;
}

export const NO_RATINGS: RatingSummary = { average_rating: null, rating_count: 0 };

/** Each dish's summary from counts kept per dish (dish_stat); a dish with none is left out. */
export function summariesFromCounts(
  rows: readonly { dish_id: string; rating_count: number; rating_sum: number }[],
): Map<string, RatingSummary> {
  const summaries = new Map<string, RatingSummary>();
  for (const row of rows) {
    if (row.rating_count <= 0) continue;
    summaries.set(row.dish_id, {
      average_rating: averageOfTotal(row.rating_sum, row.rating_count),
      rating_count: row.rating_count,
    });
  }
  return summaries;
}
