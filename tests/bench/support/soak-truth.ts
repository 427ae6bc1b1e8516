// Whether bench:soak's pages still tell the truth: what each shows, read off its DOM, and
// what it should show, read from Postgres and put into words by the app's own rules (the
// meal's label, the day card's name). The list page: the names of the open items and the
// count under 'Checked'. The planning page: this week's range, and for each day its
// meals, each as its label and its dishes' names in order.
import type { Page } from '@playwright/test';
import type { Sql } from 'postgres';
import { mealLabel } from '#domain/meals/meal-label.ts';
import { rangeLabel, shortDate, weekdayName } from '#domain/time/date-labels.ts';
import { daysOf, todayIn, weekRange } from '#domain/time/family-dates.ts';

export type ListShown = { open: string[]; checked: number };
export type PlanShown = { week: string; days: Record<string, string[]> };

const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));

export async function listShown(page: Page): Promise<ListShown> {
  const shown = await page.evaluate(() => ({
    open: [
      ...document.querySelectorAll(
        '[data-testid="shopping-item"][data-completed="false"] [data-testid="item-name"]',
      ),
    ].map((name) => name.textContent ?? ''),
    checked: /Checked \((\d+)\)/.exec(document.body.textContent ?? '')?.[1] ?? '0',
  }));
  return { open: sorted(shown.open), checked: Number(shown.checked) };
}

export async function listInDatabase(sql: Sql, familyID: string): Promise<ListShown> {
  const rows = await sql<{ name: string; is_completed: boolean }[]>`
    SELECT name, is_completed FROM shopping_item WHERE family_id = ${familyID}`;
  return {
    open: sorted(rows.filter((row) => !row.is_completed).map((row) => row.name)),
    checked: rows.filter((row) => row.is_completed).length,
  };
}

/** Each meal as '<label>: <dish>, <dish>'. */
const mealLine = (label: string, dishes: string[]) => `${label}: ${dishes.join(', ')}`;

export async function planShown(page: Page): Promise<PlanShown> {
  const shown = await page.evaluate(() => ({
    week: document.querySelector('[data-testid="week-range"]')?.textContent ?? '',
    days: [...document.querySelectorAll('[data-testid="day-card"]')].map((day) => ({
      day: day.getAttribute('aria-label') ?? '',
      meals: [...day.querySelectorAll('[data-testid="planned-meal"]')].map((meal) => ({
        label: (
          meal.querySelector('button[aria-label^="Delete meal: "]')?.getAttribute('aria-label') ??
          ''
        ).slice('Delete meal: '.length),
        dishes: [...meal.querySelectorAll('a[href^="/dishes/"]')].map(
          (link) =>
            link.getAttribute('aria-label')?.replace(/^Open dish: /, '') ?? link.textContent ?? '',
        ),
      })),
    })),
  }));
  return {
    week: shown.week,
    days: Object.fromEntries(
      shown.days.map(({ day, meals }) => [
        day,
        sorted(meals.map((meal) => mealLine(meal.label, meal.dishes))),
      ]),
    ),
  };
}

export async function planInDatabase(sql: Sql, familyID: string): Promise<PlanShown> {
  const [family] = await sql<{ time_zone: string }[]>`
    SELECT time_zone FROM family WHERE id = ${familyID}`;
  const range = weekRange(todayIn(family!.time_zone), 0);
  const meals = await sql<
    { meal_date: string; meal_type: string; who_is_cooking: string; dishes: string[] }[]
  >`
    SELECT m.meal_date::text AS meal_date, m.meal_type, m.who_is_cooking,
      coalesce(array_agg(d.name ORDER BY md.position) FILTER (WHERE d.name IS NOT NULL), '{}') AS dishes
    FROM meal m
    LEFT JOIN meal_dish md ON md.meal_id = m.meal_id AND md.family_id = m.family_id
    LEFT JOIN dish d ON d.dish_id = md.dish_id AND d.family_id = m.family_id
    WHERE m.family_id = ${familyID} AND m.meal_date BETWEEN ${range.from} AND ${range.to}
    GROUP BY m.meal_id`;
  return {
    week: rangeLabel(range),
    days: Object.fromEntries(
      daysOf(range).map((date) => [
        `${weekdayName(date)} ${shortDate(date)}`,
        sorted(
          meals
            .filter((meal) => meal.meal_date === date)
            .map((meal) => mealLine(mealLabel({ ...meal, dishNames: meal.dishes }), meal.dishes)),
        ),
      ]),
    ),
  };
}
