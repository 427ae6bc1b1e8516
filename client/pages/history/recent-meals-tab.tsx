// Past meals with dishes, newest first: dishes, who came, ratings per member, notes.
import { useQuery } from '@rocicorp/zero/react';
import { useState } from 'react';
import {
  labelOf,
  mealRating,
  mealRatings,
  orderedAttendees,
  type MealWithParts,
} from '#domain/meals/meal-view.ts';
import { mealRowDate } from '#domain/time/date-labels.ts';
import { ratingNotes, ratingsByMember } from '#domain/ratings/member-ratings.ts';
import { formatRating } from '#domain/ratings/ratings.ts';
import { queries } from '#domain/zero/queries.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useSignedInSession } from '#client/session/session.tsx';
import { LoadingNote } from '#client/components/ui/loading-note.tsx';
import { DishLinks } from '../meals/meal-summary.tsx';
import { LazyRateMealDialog } from './lazy-rate-meal-dialog.tsx';

const RECENT_MEALS = 30;

export function RecentMealsTab({ today }: { today: string }) {
  const session = useSignedInSession();
  const [meals, details] = useQuery(queries.meals.recent({ to: today, limit: RECENT_MEALS }));
  const [family] = useQuery(queries.family.current());
  const members = family?.members ?? [];
  const [rating, setRating] = useState<MealWithParts | null>(null);
  const withDishes = meals.filter((m) => m.dishes.some((link) => link.dish));

  if (withDishes.length === 0 && details.type !== 'complete')
    return <LoadingNote label="Loading past meals..." className="py-10" />;
  if (withDishes.length === 0)
    return <p className="py-10 text-center text-stone-500">No past meals with dishes yet.</p>;
  return (
    <ul className="space-y-3">
      {withDishes.map((meal) => {
        const rated = mealRatings(meal);
        const perMember = ratingsByMember(rated);
        const average = mealRating(meal);
        const people = orderedAttendees(meal.attendees).map(
          (a) => a.member?.first_name ?? a.guest_name,
        );
        return (
          <li key={meal.meal_id} data-testid="history-meal">
            <Card>
              {/* The rating and its button in the same place on every card: under the title
                  on a phone, at the right from 640 px. Wrapping by the title's length put them
                  beside it on one card and under it on the next (docs/accessibility.md). */}
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 break-words">
                  <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">
                    {mealRowDate(meal.meal_date)} · {meal.meal_type}
                  </p>
                  <h2 className="text-lg font-semibold">{labelOf(meal)}</h2>
                  <DishLinks meal={meal} />
                </div>
                <div
                  className="flex shrink-0 items-center justify-between gap-3 sm:flex-col sm:items-end sm:gap-1"
                  data-testid="history-rating"
                >
                  <p className="text-lg font-semibold text-amber-700" aria-label="Meal rating">
                    {average === null ? 'Not rated yet' : `★ ${formatRating(average)}`}
                  </p>
                  <Button size="sm" variant="secondary" onClick={() => setRating(meal)}>
                    Rate Meal
                  </Button>
                </div>
              </div>
              {people.length > 0 && (
                <p className="mt-2 text-sm text-stone-600">With {people.join(', ')}</p>
              )}
              {perMember.size > 0 && (
                <ul aria-label="Ratings by member" className="mt-2 flex flex-wrap gap-2 text-sm">
                  {members
                    .filter((m) => perMember.has(m.family_user_id))
                    .map((m) => (
                      <li
                        key={m.family_user_id}
                        className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-900"
                      >
                        {m.first_name} ★ {formatRating(perMember.get(m.family_user_id) ?? 0)}
                      </li>
                    ))}
                </ul>
              )}
              {ratingNotes(rated).map((note) => (
                <p key={note} className="mt-2 text-sm text-stone-600 italic">
                  “{note}”
                </p>
              ))}
            </Card>
          </li>
        );
      })}
      {rating && (
        <LazyRateMealDialog
          meal={rating}
          label={labelOf(rating)}
          members={members}
          me={session.family_user_id}
          today={today}
          onClose={() => setRating(null)}
        />
      )}
    </ul>
  );
}
