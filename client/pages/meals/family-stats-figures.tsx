// Family Stats (docs/spec.md §2): Meals Planned, Avg Rating (one decimal, or 0.0) and Suggestions
// Used, with skeletons while loading. The spec's "AI Suggestions" counts every accepted
// suggestion, the planning page's (no AI) too, so the figure is named for what it counts
// (docs/meals-and-planning.md).
import { formatRating } from '#domain/ratings/ratings.ts';
import { useFamilyStats } from './use-family-stats.ts';

function Figure({ label, value, loading }: { label: string; value: string; loading: boolean }) {
  return (
    <div className="rounded-lg bg-stone-50 p-3 text-center">
      {loading ? (
        <div
          data-testid="stat-skeleton"
          className="mx-auto mb-1 h-7 w-10 animate-pulse rounded bg-stone-200"
        />
      ) : (
        <p className="text-2xl font-semibold text-brand" aria-label={label}>
          {value}
        </p>
      )}
      <p className="text-xs text-stone-500">{label}</p>
    </div>
  );
}

export function FamilyStatsFigures() {
  const { stats, loading } = useFamilyStats();
  return (
    <div className="grid grid-cols-3 gap-2">
      <Figure label="Meals Planned" value={String(stats.meals_planned)} loading={loading} />
      <Figure
        label="Avg Rating"
        value={formatRating(stats.average_dish_rating)}
        loading={loading}
      />
      <Figure label="Suggestions Used" value={String(stats.ai_recommendations)} loading={loading} />
    </div>
  );
}
