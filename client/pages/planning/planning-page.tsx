// Two-week planning (docs/spec.md §2 Planning): this week and next, Sunday to Saturday, one card
// per day. The days follow the family's calendar, also across midnight.
import { LoadGate, LoadGateReport } from '#client/components/ui/load-gate.tsx';
import { useCallback, useMemo, useState } from 'react';
import { labelOf, type MealWithParts } from '#domain/meals/meal-view.ts';
import { moveTargets } from '#domain/meals/meal-move.ts';
import { rangeLabel } from '#domain/time/date-labels.ts';
import { daysOf, weekRange, type WeekIndex } from '#domain/time/family-dates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TabList, TabPanel, TabRoot } from '#client/components/ui/tabs.tsx';
import { useFamilyToday } from '#client/lib/use-family-today.ts';
// Fetched on first open: the dialog brings the ingredient parser (docs/performance.md).
import { LazyMealDialog as MealDialog } from '../meals/meal-dialog/lazy-meal-dialog.tsx';
import { useMealActions, useMealsBetween } from '../meals/use-meals.ts';
import {
  plansWithOneClick,
  RECURRING_MEAL_SOURCE,
  ruleFor,
} from '#domain/recurring/recurring-night-rules.ts';
import { DayCard } from './day-card.tsx';
import { DayRecurringNight } from './recurring/day-recurring-night.tsx';
import { useRecurringNights } from './recurring/use-recurring-nights.ts';
import { DaySuggestion } from './suggestions/day-suggestion.tsx';
import { useDaySuggestions } from './suggestions/use-day-suggestions.ts';
import { useRecordShown } from './suggestions/use-record-shown.ts';
import { MessageBar } from './message-bar.tsx';
import { SyncCalendarButton } from './sync-calendar-button.tsx';
import { KeepAwakeToggle } from './keep-awake-toggle.tsx';
import { useMessageBar } from './use-message-bar.ts';
import { useLinkedMeal } from './use-linked-meal.ts';
import { MoveToMenu } from './move-to-menu.tsx';
import { LostEditToasts } from '#client/offline/outbox/lost-edit-toasts.tsx';
import { OutboxNote } from '#client/offline/outbox/outbox-note.tsx';
import { usePlanDrag, type Dragged } from './use-plan-drag.ts';
import { usePlanSuggestion } from './suggestions/use-plan-suggestion.ts';

const WEEK_TABS = [
  { value: '0', label: 'This Week' },
  { value: '1', label: 'Next Week' },
] as const;

type Editing = { meal?: MealWithParts; date?: string; source?: string } | null;

export function PlanningPage() {
  const today = useFamilyToday();
  const [week, setWeek] = useState<WeekIndex>(0);
  const range = weekRange(today, week);
  const { meals, loaded } = useMealsBetween(range);
  const bar = useMessageBar();
  const actions = useMealActions(bar.show);
  const [editing, setEditing] = useState<Editing>(null);
  useLinkedMeal(useCallback((meal: MealWithParts) => setEditing({ meal }), []));
  const byDay = useMemo(() => {
    const map = new Map<string, MealWithParts[]>();
    for (const meal of meals) map.set(meal.meal_date, [...(map.get(meal.meal_date) ?? []), meal]);
    return map;
  }, [meals]);
  const plannedDays = useMemo(() => new Set(byDay.keys()), [byDay]);
  const suggestions = useDaySuggestions(range, today, plannedDays);
  useRecordShown(suggestions);
  const { rules } = useRecurringNights();
  const planSuggestion = usePlanSuggestion(bar.show);
  const drag = usePlanDrag((item: Dragged, date: string) => {
    if (item.kind === 'meal') void actions.move(item.meal, date);
    else void planSuggestion(item.suggestion, date);
  });
  // "Move to..." lists both weeks' days, so a meal can go to the other week too.
  const windowWeeks = useMemo(
    () => [daysOf(weekRange(today, 0)), daysOf(weekRange(today, 1))],
    [today],
  );
  const daySuggestion = (date: string) => {
    const rule = date >= today ? ruleFor(rules, date) : undefined;
    if (rule) {
      const inDialog = () => setEditing({ date, source: RECURRING_MEAL_SOURCE });
      return (
        <DayRecurringNight
          date={date}
          label={rule.label}
          notify={bar.show}
          openMealDialog={plansWithOneClick(rule) ? undefined : inDialog}
        />
      );
    }
    const suggestion = suggestions.get(date);
    return (
      suggestion && (
        <DaySuggestion
          suggestion={suggestion}
          notify={bar.show}
          drag={drag.source({ kind: 'suggestion', suggestion }, suggestion.dish_name)}
        />
      )
    );
  };

  return (
    <TabRoot
      value={String(week)}
      onValueChange={(value) => setWeek(Number(value) as WeekIndex)}
      className="space-y-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Meal Planning</h1>
        <div className="flex items-center gap-2">
          <WeekStep label="Previous week" to={0} week={week} onStep={setWeek} />
          <TabList label="Week" tabs={WEEK_TABS} look="pills" />
          <WeekStep label="Next week" to={1} week={week} onStep={setWeek} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-600" data-testid="week-range">
          {rangeLabel(range)}
        </p>
        {/* Sync Calendar appears once the server says the calendar is on: on a phone this
            row has a line of its own and the button comes after, at wider widths before
            (the row is right-aligned), so that its arrival moves nothing. */}
        <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto sm:flex-row-reverse">
          <KeepAwakeToggle />
          <SyncCalendarButton notify={bar.show} />
        </div>
      </div>
      <OutboxNote />
      <LostEditToasts />
      <LoadGate label="Loading meals...">
        <LoadGateReport ready={loaded || meals.length > 0} />
        {WEEK_TABS.map(({ value }) => (
          <TabPanel key={value} value={value} look="pills">
            {/* Seven columns left ~150 px a day at 1280 px: dates wrapped, titles took five
              lines and "Today" ran into the date. Four columns keep every card readable. */}
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {daysOf(range).map((date) => (
                <DayCard
                  key={date}
                  date={date}
                  isToday={date === today}
                  meals={byDay.get(date) ?? []}
                  loading={!loaded && meals.length === 0}
                  onAdd={() => setEditing({ date })}
                  onEdit={(meal) => setEditing({ meal })}
                  onDelete={(meal) => void actions.remove(meal)}
                  suggestion={daySuggestion(date)}
                  mealDrag={(meal) => drag.source({ kind: 'meal', meal }, labelOf(meal))}
                  mealTools={(meal) => (
                    <MoveToMenu
                      mealLabel={labelOf(meal)}
                      days={moveTargets(windowWeeks, meal.meal_date)}
                      onMove={(to) => void actions.move(meal, to)}
                    />
                  )}
                  drop={drag.target(date)}
                  dropActive={drag.over === date}
                />
              ))}
            </div>
          </TabPanel>
        ))}
      </LoadGate>
      {editing && (
        <MealDialog
          meal={editing.meal}
          date={editing.date}
          source={editing.source}
          notify={bar.show}
          onClose={() => setEditing(null)}
        />
      )}
      <MessageBar message={bar.message} onDismiss={bar.dismiss} />
    </TabRoot>
  );
}

/** ‹ and ›: to the other week, disabled on the week they lead to. */
function WeekStep(props: {
  label: string;
  to: WeekIndex;
  week: WeekIndex;
  onStep: (week: WeekIndex) => void;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={props.label}
      disabled={props.week === props.to}
      onClick={() => props.onStep(props.to)}
    >
      {props.to === 0 ? '‹' : '›'}
    </Button>
  );
}
