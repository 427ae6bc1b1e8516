// One day of the planning week: its meals (or 'No meal planned'), an add button, and
// the day's calendar events.
import type { HTMLAttributes, ReactNode } from 'react';
import { labelOf, type MealWithParts } from '#domain/meals/meal-view.ts';
import { shortDate, weekdayName } from '#domain/time/date-labels.ts';
import { DishLinks, MealFacts, MealTitleButton } from '../meals/meal-summary.tsx';
import { LoadingNote } from '#client/components/ui/loading-note.tsx';
import { DayEvents } from './day-events.tsx';

export function DayCard(props: {
  date: string;
  isToday: boolean;
  meals: readonly MealWithParts[];
  onAdd: () => void;
  onEdit: (meal: MealWithParts) => void;
  onDelete: (meal: MealWithParts) => void;
  /** Before the week's first complete answer: loading, not 'No meal planned'. */
  loading?: boolean;
  /** Shown on a day with no meal: the suggestion engine's pick for it. */
  suggestion?: ReactNode;
  /** Moving meals (use-plan-drag.ts, move-to-menu.tsx): each meal's drag and tools, the
   * day as a drop target, and whether a drag is over it. */
  mealDrag?: (meal: MealWithParts) => HTMLAttributes<HTMLElement>;
  mealTools?: (meal: MealWithParts) => ReactNode;
  drop?: HTMLAttributes<HTMLElement>;
  dropActive?: boolean;
}) {
  const weekday = weekdayName(props.date);
  return (
    <section
      aria-label={`${weekday} ${shortDate(props.date)}`}
      data-testid="day-card"
      data-drop-active={props.dropActive || undefined}
      {...props.drop}
      className={`flex flex-col gap-2 rounded-xl border bg-white p-3 shadow-sm ${
        props.isToday ? 'border-brand ring-1 ring-brand' : 'border-stone-200'
      } ${props.dropActive ? 'bg-brand/5 ring-2 ring-brand' : ''}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h2 className="font-semibold whitespace-nowrap" data-testid="day-title">
          {weekday} <span className="font-normal text-stone-500">{shortDate(props.date)}</span>
        </h2>
        {props.isToday && (
          <span className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-medium text-brand">
            Today
          </span>
        )}
      </header>
      {props.meals.length === 0 && props.loading ? (
        <LoadingNote label="Loading meals..." className="justify-start" />
      ) : props.meals.length === 0 ? (
        <>
          <p className="text-sm text-stone-500">No meal planned</p>
          {props.suggestion}
        </>
      ) : (
        <ul className="space-y-2">
          {props.meals.map((meal) => (
            <li
              key={meal.meal_id}
              className="rounded-lg bg-stone-50 p-2"
              data-testid="planned-meal"
              {...props.mealDrag?.(meal)}
            >
              <div className="flex items-start justify-between gap-2">
                <MealTitleButton meal={meal} onEdit={() => props.onEdit(meal)} />
                <button
                  type="button"
                  aria-label={`Delete meal: ${labelOf(meal)}`}
                  onClick={() => props.onDelete(meal)}
                  className="-m-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-xl text-stone-500 hover:bg-red-50 hover:text-red-600 md:h-8 md:w-8"
                >
                  ×
                </button>
              </div>
              <p className="text-xs text-stone-500">{meal.meal_type}</p>
              <DishLinks meal={meal} />
              <MealFacts meal={meal} />
              {props.mealTools?.(meal)}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={props.onAdd}
        aria-label={`Add a meal on ${weekday}`}
        className="mt-auto min-h-11 rounded-lg border border-dashed border-stone-300 py-1 text-sm md:min-h-0 text-stone-600 hover:border-brand hover:text-brand"
      >
        + Add a meal
      </button>
      <DayEvents date={props.date} />
    </section>
  );
}
