// Page objects for meals: the meal dialog, the planning week, and fixtures the UI of
// this branch cannot make (a child member without an account).
import { expect, type Page } from '@playwright/test';
import postgres from 'postgres';
import { e2eDatabaseUrl } from '../../support/e2e-database-url.ts';
import { shortDate, weekdayName } from '#domain/time/date-labels.ts';
import { todayIn, weekRange } from '#domain/time/family-dates.ts';

export const FAMILY_ZONE = 'America/New_York';

export function familyToday() {
  return todayIn(FAMILY_ZONE);
}

export function mealDialog(page: Page) {
  return page.getByRole('dialog');
}

/** Fills the open meal dialog. Dishes are picked by name or quick-added when missing. */
export async function fillMeal(
  page: Page,
  meal: { date?: string; cook?: string; dishes?: string[]; quickAdd?: string[]; guests?: string[] },
) {
  const dialog = mealDialog(page);
  if (meal.date) await dialog.getByLabel('Date').fill(meal.date);
  if (meal.cook) await dialog.getByLabel('Cook').selectOption(meal.cook);
  for (const name of meal.quickAdd ?? []) {
    await dialog.getByLabel('Search dishes').fill(name);
    await dialog.getByRole('button', { name: `Add "${name}" as a new dish` }).click();
    await expect(dialog.getByRole('list', { name: 'Selected dishes' })).toContainText(name);
  }
  for (const name of meal.dishes ?? []) {
    await dialog.getByLabel('Search dishes').fill(name);
    await dialog.getByRole('list', { name: 'Dish choices' }).getByRole('button', { name }).click();
  }
  if (meal.guests?.length) {
    await openMoreOptions(page);
    for (const guest of meal.guests) {
      await dialog.getByLabel('Guest name').fill(guest);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    }
  }
}

export async function openMoreOptions(page: Page) {
  const trigger = mealDialog(page).getByRole('button', { name: 'More Options' });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

export async function saveMeal(page: Page, label: 'Create Meal' | 'Update Meal') {
  await mealDialog(page).getByRole('button', { name: label }).first().click();
  await expect(mealDialog(page)).toBeHidden();
}

/** The planning page's card for a date, switching to next week when the date is in it. */
export async function dayCard(page: Page, date: string) {
  const nextWeek = weekRange(familyToday(), 1);
  const tab = date >= nextWeek.from ? 'Next Week' : 'This Week';
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('region', { name: `${weekdayName(date)} ${shortDate(date)}` });
}

/** A member without an account, as the family settings would add one. */
export async function addChildMember(familyName: string, firstName: string, birthdate: string) {
  const sql = postgres(await e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    await sql`INSERT INTO family_member (family_user_id, family_id, first_name, birthdate)
              SELECT ${crypto.randomUUID()}, id, ${firstName}, ${birthdate}
                FROM family WHERE name = ${familyName}`;
  } finally {
    await sql.end();
  }
}
