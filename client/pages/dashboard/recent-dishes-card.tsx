// 'Recent Dishes': the member's unrated dishes of the last week, rated with 1 to 5 stars.
// A rated dish leaves the list at once, on every device (it is a live query).
import { relativeDay } from '#domain/time/date-labels.ts';
import { recentWindow, unratedRecent } from '#domain/ratings/unrated-recent.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { Card } from '#client/components/ui/card.tsx';
import { useLoadGate } from '#client/components/ui/load-gate.tsx';
import { LoadingNote } from '#client/components/ui/loading-note.tsx';
import { StarRating } from '#client/components/ui/star-rating.tsx';
import { useFamilyToday } from '#client/lib/use-family-today.ts';
import { useSignedInSession } from '#client/session/session.tsx';
import { failureNotices } from '#domain/error-messages.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { useFamilyOutbox } from '#client/offline/outbox/use-family-outbox.ts';
import { useMealsBetween } from '../meals/use-meals.ts';

export function RecentDishesCard() {
  const today = useFamilyToday();
  const session = useSignedInSession();
  const outbox = useFamilyOutbox();
  const toast = useToast();
  const { meals, loaded } = useMealsBetween(recentWindow(today));
  const items = session.family_user_id ? unratedRecent(meals, session.family_user_id, today) : [];
  useLoadGate(loaded || items.length > 0);
  const rate = (meal_id: string, dish_id: string, rating: number) =>
    runMutation(
      // Through the outbox, as History's ratings: a tap just before a reload is kept.
      outbox.submit({ op: 'rateDish', args: { meal_id, dish_id, rating, now: Date.now() } }),
      toast,
      { failure: failureNotices.rateDish },
    );
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">Recent Dishes</h2>
      {items.length === 0 && !loaded ? (
        <LoadingNote label="Loading dishes to rate..." className="py-4" />
      ) : items.length === 0 ? (
        <p className="py-4 text-center text-stone-500">No dishes to rate right now!</p>
      ) : (
        <ul aria-label="Dishes to rate" className="divide-y divide-stone-100">
          {items.map((item) => (
            // The stars go under a long name on a phone: side by side, the name's longest
            // word and five 44 px stars widened the dashboard's cards past the screen.
            <li
              key={`${item.meal_id}:${item.dish_id}`}
              className="flex flex-wrap items-center justify-between gap-x-2 py-2"
            >
              <div className="min-w-0 break-words">
                <p className="font-medium">{item.name}</p>
                <p className="text-xs text-stone-500">
                  Dinner · {relativeDay(item.meal_date, today)}
                </p>
              </div>
              <StarRating
                value={0}
                label={`Rate ${item.name}`}
                onRate={(rating) => rate(item.meal_id, item.dish_id, rating)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
