// Family stats from the synced rows, with the same rule GET /family/stats uses.
import { useQuery } from '@rocicorp/zero/react';
import { familyStats } from '../../../domain/rules/family-stats.ts';
import { queries } from '../../../domain/zero/queries.ts';

export function useFamilyStats() {
  const [meals, mealsDetails] = useQuery(queries.meals.summary());
  const [ratings, ratingsDetails] = useQuery(queries.ratings.all());
  // Rows cached on this device show at once; with none, wait for the server's answer.
  const loading =
    (meals.length === 0 && mealsDetails.type !== 'complete') ||
    (ratings.length === 0 && ratingsDetails.type !== 'complete');
  return { stats: familyStats({ meals, ratings }), loading, meals, ratings };
}
