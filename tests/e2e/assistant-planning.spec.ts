import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { shortDate, weekdayName } from '#domain/time/date-labels.ts';
import { addDays, weekRange } from '#domain/time/family-dates.ts';
import { zonedInstant } from '#domain/time/zoned-time.ts';
import postgres from 'postgres';
import { e2eDatabaseUrl } from '../support/e2e-database-url.ts';
import { FakeOpenAIControl } from '../support/fake-openai.ts';
import { E2E_FAKE_OPENAI_PORT } from '../support/ports.ts';
import { newDevice, newFamily, secondDevice } from './support/family-app.ts';
import { dayCard, FAMILY_ZONE, familyToday } from './support/meal-app.ts';
import { addDish } from './support/planned-dinner.ts';

test.use({ timezoneId: FAMILY_ZONE });

const model = new FakeOpenAIControl(`http://127.0.0.1:${E2E_FAKE_OPENAI_PORT}`);
test.beforeEach(() => model.reset());

async function withDatabase(work: (sql: postgres.Sql) => Promise<unknown>) {
  const sql = postgres(await e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    await work(sql);
  } finally {
    await sql.end();
  }
}

/** Profiles are edited in Settings by the accounts feature; here straight in the database. */
const setPreferences = (familyName: string, preferences: string) =>
  withDatabase(
    (sql) => sql`UPDATE family_member SET preferences = ${preferences}
                  WHERE family_id IN (SELECT id FROM family WHERE name = ${familyName})`,
  );

/** An event as the calendar sync stores it (Google itself is another test's business). */
const addCalendarEvent = (familyName: string, summary: string, start: number, end: number) =>
  withDatabase(
    (
      sql,
    ) => sql`INSERT INTO calendar_event (id, family_id, family_user_id, summary, start_time, end_time)
                 SELECT ${crypto.randomUUID()}, family_id, family_user_id, ${summary},
                        ${new Date(start)}, ${new Date(end)}
                   FROM family_member
                  WHERE family_id IN (SELECT id FROM family WHERE name = ${familyName}) LIMIT 1`,
  );

test('ask the assistant for next week’s dinners, apply the plan, and a second device’s planning page fills in', async ({
  browser,
}) => {
  const phone = await newDevice(browser);
  const email = await newFamily(phone, `Plan ${Date.now()}`, 'Nina');
  const tacos = await addDish(phone, { name: 'Tacos', prep: 'Quick', cuisine_type: 'Mexican' });
  const curry = await addDish(phone, { name: 'Green Curry', cuisine_type: 'Thai' });
  const pasta = await addDish(phone, { name: 'Pasta Bake', cuisine_type: 'Italian' });

  const tablet = await secondDevice(browser, email, 'Nina');
  await tablet.goto('/planning');
  const { from: sunday } = weekRange(familyToday(), 1);
  const days = [sunday, addDays(sunday, 1), addDays(sunday, 2)];
  await dayCard(tablet, sunday);
  await expect(tablet.getByTestId('planned-meal')).toHaveCount(0);

  await phone.goto('/chat');
  await model.script([
    { tool_calls: [{ name: 'suggest_dinners', arguments: { dates: days } }] },
    {
      tool_calls: [
        {
          name: 'propose_meal_plan',
          arguments: {
            meals: [
              { meal_date: days[0], dish_ids: [tacos.dish_id] },
              { meal_date: days[1], dish_ids: [curry.dish_id] },
              { meal_date: days[2], dish_ids: [pasta.dish_id] },
            ],
          },
        },
      ],
    },
    { content: 'Here is a plan for Sunday to Tuesday. Apply it if it looks good.' },
  ]);
  const box = phone.getByRole('textbox', { name: 'Message' });
  await box.fill("Plan next week's dinners");
  await box.press('Enter');
  const card = phone.getByRole('region', { name: 'Plan 3 dinners' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText([/Tacos$/, /Green Curry$/, /Pasta Bake$/]);
  // Proposed is not planned.
  await expect(tablet.getByTestId('planned-meal')).toHaveCount(0);

  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(card).toContainText('Applied');
  await expect(tablet.getByTestId('planned-meal')).toHaveCount(3);
  for (const [date, name] of [
    [days[0]!, 'Tacos'],
    [days[1]!, 'Green Curry'],
    [days[2]!, 'Pasta Bake'],
  ] as const) {
    const region = tablet.getByRole('region', { name: `${weekdayName(date)} ${shortDate(date)}` });
    await expect(region.getByTestId('planned-meal')).toContainText(name);
  }

  await phone.goto('/dashboard');
  await expect(phone.getByLabel('Suggestions Used', { exact: true })).toHaveText('3');
});

test('an empty planning day offers a suggestion that knows the busy evening and the restriction, and one click plans it', async ({
  page,
}) => {
  const familyName = `Suggest ${Date.now()}`;
  await newFamily(page, familyName, 'Omar');
  await addDish(page, { name: 'Shrimp Stir Fry', prep: 'Quick', ingredients: ['shrimp'] });
  await addDish(page, { name: 'Veggie Chili', prep: 'Medium', make_ahead: true });
  // Omar's profile says no shellfish: the shrimp dish is never suggested.
  await setPreferences(familyName, 'No shellfish');
  const { from: sunday } = weekRange(familyToday(), 1);
  await addCalendarEvent(
    familyName,
    'Soccer',
    zonedInstant(sunday, 17, 0, FAMILY_ZONE),
    zonedInstant(sunday, 18, 30, FAMILY_ZONE),
  );

  await page.goto('/planning');
  const card = await dayCard(page, sunday);
  await expect(card.getByTestId('calendar-event')).toContainText('Soccer');
  const suggestion = card.getByTestId('day-suggestion');
  await expect(suggestion).toContainText('Veggie Chili');
  await expect(suggestion).toContainText('Not served yet, Make Ahead for a busy Sunday');
  await expect(page.getByText('Shrimp Stir Fry')).toHaveCount(0);

  await suggestion
    .getByRole('button', { name: `Plan Veggie Chili on ${weekdayName(sunday)}` })
    .click();
  await expect(card.getByTestId('planned-meal')).toContainText('Veggie Chili');
  await expect(card.getByTestId('day-suggestion')).toHaveCount(0);
  await expect(page.getByText('Meal planned', { exact: true })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByLabel('Suggestions Used', { exact: true })).toHaveText('1');
});
