// The family's best-rated dishes, with how often they were rated and when last served.
import { Link } from 'react-router';
import { shortDate } from '#domain/time/date-labels.ts';
import { formatRating, summariesFromCounts } from '#domain/ratings/ratings.ts';
import { topDishes } from '#domain/ratings/top-dishes.ts';
import { lastServedUpTo, recentMealsStart } from '#domain/meals/recent-meals.ts';
import { useQuery } from '@rocicorp/zero/react';
import { queries } from '#domain/zero/queries.ts';
import { LoadingNote } from '#client/components/ui/loading-note.tsx';

export function TopDishesTab({ today }: { today: string }) {
  // Archived dishes keep their place: they were eaten and rated.
  const [dishes, dishDetails] = useQuery(queries.dishes.withArchived());
  const [counts, countDetails] = useQuery(queries.dishes.ratingStats());
  // Recent meals one by one and each dish's latest date, not every meal since the start.
  const [meals] = useQuery(queries.meals.linksFrom({ from: recentMealsStart(today) }));
  const [kept] = useQuery(queries.dishes.lastServed());
  const lastServed = lastServedUpTo(today, meals, kept);
  const top = topDishes({ dishes, summaries: summariesFromCounts(counts), lastServed });
  const loaded = dishDetails.type === 'complete' && countDetails.type === 'complete';
  if (top.length === 0 && !loaded)
    return <LoadingNote label="Loading top dishes..." className="py-10" />;
  if (top.length === 0)
    return <p className="py-10 text-center text-stone-500">No rated dishes yet.</p>;
  return (
    <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
      {top.map((entry, index) => (
        <li key={entry.dish.dish_id} className="flex items-center gap-3 p-3" data-testid="top-dish">
          <span className="w-6 text-center font-semibold text-stone-500">{index + 1}</span>
          <div className="flex-1">
            <Link to={`/dishes/${entry.dish.dish_id}`} className="font-medium hover:underline">
              {entry.dish.name}
            </Link>
            <p className="text-xs text-stone-500">
              {entry.rating_count} {entry.rating_count === 1 ? 'rating' : 'ratings'}
              {entry.last_served && ` · last served ${shortDate(entry.last_served)}`}
            </p>
          </div>
          <span className="font-semibold text-amber-700">
            ★ {formatRating(entry.average_rating)}
          </span>
        </li>
      ))}
    </ol>
  );
}
