// The history's Top Dishes: rated dishes by average rating (then by how often rated),
// each with its rating count and the last day it was served up to today.
import type { RatingSummary } from './ratings.ts';

export type TopDish<D> = RatingSummary & { dish: D; last_served: string | null };

export function topDishes<D extends { dish_id: string; name: string }>(input: {
  dishes: readonly D[];
  /** Each rated dish's summary (ratingSummaries of rows, or summariesFromCounts). */
  summaries: ReadonlyMap<string, RatingSummary>;
  /** The last day each dish was served up to today (lastServedUpTo). */
  lastServed: ReadonlyMap<string, string>;
}): TopDish<D>[] {
  const { summaries, lastServed } = input;
  return input.dishes
    .flatMap((dish) => {
      const summary = summaries.get(dish.dish_id);
      if (!summary) return [];
      return [{ dish, ...summary, last_served: lastServed.get(dish.dish_id) ?? null }];
    })
    .sort(
      (a, b) =>
        (b.average_rating ?? 0) - (a.average_rating ?? 0) ||
        b.rating_count - a.rating_count ||
        a.dish.name.localeCompare(b.dish.name),
    );
}
