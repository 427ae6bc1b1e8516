// Each dish's average rating and count (spec §3 Dish), live from the family's ratings.
import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { NO_RATINGS, ratingSummaries, type RatingSummary } from '../../../domain/rules/ratings.ts';
import { queries } from '../../../domain/zero/queries.ts';

export function useDishRatingSummaries(): (dishID: string) => RatingSummary {
  const [ratings] = useQuery(queries.ratings.all());
  return useMemo(() => {
    const summaries = ratingSummaries(ratings);
    return (dishID: string) => summaries.get(dishID) ?? NO_RATINGS;
  }, [ratings]);
}

export function useDishRatingSummary(dishID: string): RatingSummary {
  const [ratings] = useQuery(queries.ratings.forDish({ dish_id: dishID }));
  return useMemo(() => ratingSummaries(ratings).get(dishID) ?? NO_RATINGS, [ratings, dishID]);
}
