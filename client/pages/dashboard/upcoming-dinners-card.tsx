// 'Upcoming Dinners': the meals of the next seven days (NEXT_7_DAYS), a plus button to
// add one, and a click on a meal to edit it.
import { useState } from 'react';
import type { MealWithParts } from '#domain/meals/meal-view.ts';
import { mealRowDate } from '#domain/time/date-labels.ts';
import { periodRange } from '#domain/time/family-dates.ts';
import { Card } from '#client/components/ui/card.tsx';
import { useLoadGate } from '#client/components/ui/load-gate.tsx';
import { LoadingNote } from '#client/components/ui/loading-note.tsx';
import { useFamilyToday } from '#client/lib/use-family-today.ts';
import { LazyMealDialog as MealDialog } from '../meals/meal-dialog/lazy-meal-dialog.tsx';
import { CookLink, DishLinks, MealFacts, MealTitleButton } from '../meals/meal-summary.tsx';
import { useMealsBetween } from '../meals/use-meals.ts';

type Editing = { meal?: MealWithParts } | null;

export function UpcomingDinnersCard() {
  const today = useFamilyToday();
  const { meals, loaded } = useMealsBetween(periodRange('NEXT_7_DAYS', today));
  const [editing, setEditing] = useState<Editing>(null);
  useLoadGate(loaded || meals.length > 0);
  return (
    <Card>
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-semibold">Upcoming Dinners</h2>
        <button
          type="button"
          aria-label="Add a meal"
          onClick={() => setEditing({})}
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand text-xl text-white hover:bg-brand-dark"
        >
          +
        </button>
      </div>
      {meals.length === 0 && !loaded ? (
        <LoadingNote label="Loading meals..." className="py-6" />
      ) : meals.length === 0 ? (
        <div className="py-6 text-center text-stone-500">
          <p>No meals planned for this week</p>
          <p className="text-sm">Click "+" to get started!</p>
        </div>
      ) : (
        <ul aria-label="Upcoming meals" className="divide-y divide-stone-100">
          {meals.map((meal) => (
            <li
              key={meal.meal_id}
              className="min-w-0 space-y-1 py-2 break-words"
              data-testid="upcoming-meal"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="text-xs font-medium tracking-wide text-stone-500 uppercase">
                  {mealRowDate(meal.meal_date)}
                </span>
                <MealFacts meal={meal} />
              </div>
              <MealTitleButton meal={meal} onEdit={() => setEditing({ meal })} />
              <DishLinks meal={meal} />
              {meal.meal_date === today && <CookLink meal={meal} />}
            </li>
          ))}
        </ul>
      )}
      {editing && <MealDialog meal={editing.meal} onClose={() => setEditing(null)} />}
    </Card>
  );
}
