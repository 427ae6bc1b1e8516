// Settings → Family: the family's weekly rules, one per weekday. A change saves at once
// and shows on every open planning page.
import { useQuery, useZero } from '@rocicorp/zero/react';
import {
  NEW_DISH_LABEL,
  RECURRING_COOK_OPTIONS,
  WEEKDAY_NAMES,
  type RecurringRuleInput,
} from '#domain/recurring/recurring-night-rules.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { RecurringNight } from '#schema';

const NONE = '';
const NEW_DISH = 'new_dish';

function valueOf(rule: RecurringNight | undefined): string {
  if (!rule) return NONE;
  if (rule.kind === 'dish') return `dish:${rule.dish_id}`;
  if (rule.kind === 'cook') return `cook:${rule.who_is_cooking}`;
  return NEW_DISH;
}

function ruleOf(value: string): RecurringRuleInput | null {
  if (value === NEW_DISH) return { kind: 'new_dish' };
  if (value.startsWith('dish:')) return { kind: 'dish', dish_id: value.slice(5) };
  const cook = RECURRING_COOK_OPTIONS.find((option) => `cook:${option}` === value);
  return cook ? { kind: 'cook', who_is_cooking: cook } : null;
}

export function RecurringNightsCard() {
  const zero = useZero();
  const [rules, details] = useQuery(queries.recurringNights.list());
  // Before the rules arrive, 'No rule' would be a false answer: the selects wait.
  const waiting = rules.length === 0 && details.type !== 'complete';
  const [dishes] = useQuery(queries.dishes.list());
  const byWeekday = new Map(rules.map((rule) => [rule.weekday, rule]));

  const change = (weekday: number, value: string) => {
    const rule = ruleOf(value);
    void zero.mutate(
      rule
        ? mutators.recurringNight.set({ weekday, rule, now: Date.now() })
        : mutators.recurringNight.clear({ weekday }),
    );
  };

  return (
    <section aria-labelledby="recurring-heading" className="mt-8">
      <h2 id="recurring-heading" className="text-lg font-semibold">
        Recurring Nights
      </h2>
      <p className="mb-3 text-sm text-stone-600">
        Fixed nights of the week: for Taco Tuesday, choose your Tacos dish from the list. The
        planning page offers them on empty days; a new-dish night opens the meal dialog to name the
        dish.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {WEEKDAY_NAMES.map((name, weekday) => (
          <li key={name} className="flex items-center gap-3">
            <label htmlFor={`recurring-${weekday}`} className="w-24 text-sm font-medium">
              {name}
            </label>
            <select
              id={`recurring-${weekday}`}
              aria-label={`Recurring night on ${name}`}
              className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 text-sm"
              value={valueOf(byWeekday.get(weekday))}
              disabled={waiting}
              onChange={(e) => change(weekday, e.target.value)}
            >
              <option value={NONE}>No rule</option>
              {RECURRING_COOK_OPTIONS.map((option) => (
                <option key={option} value={`cook:${option}`}>
                  {option}
                </option>
              ))}
              <option value={NEW_DISH}>{NEW_DISH_LABEL}</option>
              {dishes.length > 0 && (
                <optgroup label="A dish from the library">
                  {dishes.map((dish) => (
                    <option key={dish.dish_id} value={`dish:${dish.dish_id}`}>
                      {dish.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </li>
        ))}
      </ul>
    </section>
  );
}
