// Each dish's average rating and count (docs/spec.md §3 Dish), live from the family's kept counts
// (one row a dish, not every rating).
import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import {
  NO_RATINGS,
  ratingSummaries,
  summariesFromCounts,
  type RatingSummary,
} from '#domain/ratings/ratings.ts';
import { queries } from '#domain/zero/queries.ts';

export function useDishRatingSummaries(): (dishID: string) => RatingSummary {
  const [counts] = useQuery(queries.dishes.ratingStats());
  return useMemo(() => {
    const summaries = summariesFromCounts(counts);
    return (dishID: string) => summaries.get(dishID) ?? NO_RATINGS;
  }, [counts]);
}

export function useDishRatingSummary(dishID: string): RatingSummary {
  const [ratings] = useQuery(queries.ratings.forDish({ dish_id: dishID }));
  return useMemo(() => ratingSummaries(ratings).get(dishID) ?? NO_RATINGS, [ratings, dishID]);
}
