// Family stats from the family's synced counts (one row), with the rule GET /family/stats uses.
import { useQuery } from '@rocicorp/zero/react';
import { familyStats } from '#domain/meals/family-stats.ts';
import { queries } from '#domain/zero/queries.ts';

export function useFamilyStats() {
  const [counts, details] = useQuery(queries.familyStats.current());
  // A row cached on this device shows at once; with none, wait for the server's answer.
  const loading = counts === undefined && details.type !== 'complete';
  return { stats: familyStats(counts), loading };
}
