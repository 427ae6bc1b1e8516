// Sending one due reminder or nudge, at most once: the key is inserted and the message
// sent in one transaction, so a concurrent worker waits on the key and then finds it, and
// a failed send rolls the key back for the queue's retry. At send time the meal is read
// again: a reminder of a meal changed or deleted since it was queued is skipped.
import type { Sql, TransactionSql } from 'postgres';
import { mealLabel } from '#domain/meals/meal-label.ts';
import { nudgeText, prepReminderText } from '#domain/reminders/reminder-messages.ts';
import { addDays, daysOf } from '#domain/time/family-dates.ts';
import { mealLink } from '../calendar-feed/meal-feed.ts';
import type { NudgeJob, PrepJob } from './due-notifications.ts';
import { deliver, targetOf, type Channels } from './notification-targets.ts';

export type Outcome = 'sent' | 'skipped' | 'already-sent' | 'unreachable';

async function claim(sql: TransactionSql, key: string): Promise<boolean> {
  const rows = await sql`INSERT INTO private.notification_sent (key) VALUES (${key})
                         ON CONFLICT DO NOTHING RETURNING key`;
  return rows.length === 1;
}

async function prefersStill(sql: TransactionSql, familyUserID: string, column: 'prep' | 'nudge') {
  const [row] = await sql<{ prep_reminders: boolean; weekly_nudge: boolean }[]>`
    SELECT prep_reminders, weekly_nudge FROM private.notification_preference
     WHERE family_user_id = ${familyUserID}`;
  return column === 'prep' ? Boolean(row?.prep_reminders) : Boolean(row?.weekly_nudge);
}

export async function sendPrepReminder(
  sql: Sql,
  channels: Channels,
  baseUrl: string,
  job: PrepJob,
): Promise<Outcome> {
  return sql.begin(async (tx) => {
    const [meal] = await tx<{ meal_date: string; updated_at: Date; who_is_cooking: string }[]>`
      SELECT meal_date, updated_at, who_is_cooking FROM meal WHERE meal_id = ${job.meal_id}
         FOR SHARE`;
    if (!meal || meal.meal_date !== job.meal_date || meal.updated_at.getTime() !== job.updated_at)
      return 'skipped';
    if (!(await prefersStill(tx, job.family_user_id, 'prep'))) return 'skipped';
    const dishes = await tx<{ name: string; prep_note: string | null; make_ahead: boolean }[]>`
      SELECT d.name, d.prep_note, d.make_ahead FROM meal_dish md
        JOIN dish d ON d.dish_id = md.dish_id
       WHERE md.meal_id = ${job.meal_id} ORDER BY md.position`;
    const label = mealLabel({
      who_is_cooking: meal.who_is_cooking,
      meal_type: 'Dinner',
      dishNames: dishes.map((dish) => dish.name),
    });
    const text = prepReminderText(label, dishes, mealLink(baseUrl, job.meal_id));
    if (!text) return 'skipped';
    const target = await targetOf(tx, job.family_user_id);
    if (!target) return 'skipped';
    if (!(await claim(tx, job.key))) return 'already-sent';
    return (await deliver(channels, target, `Prep for tomorrow: ${label}`, text))
      ? 'sent'
      : 'unreachable';
  }) as Promise<Outcome>;
}

export async function sendNudge(
  sql: Sql,
  channels: Channels,
  baseUrl: string,
  job: NudgeJob,
): Promise<Outcome> {
  return sql.begin(async (tx) => {
    if (!(await prefersStill(tx, job.family_user_id, 'nudge'))) return 'skipped';
    const range = { from: job.week_from, to: addDays(job.week_from, 6) };
    const planned = await tx<{ meal_date: string }[]>`
      SELECT DISTINCT meal_date FROM meal
       WHERE family_id = ${job.family_id} AND meal_type = 'Dinner'
         AND meal_date BETWEEN ${range.from} AND ${range.to}`;
    const empty = daysOf(range).length - planned.length;
    if (empty === 0) return 'skipped';
    const target = await targetOf(tx, job.family_user_id);
    if (!target) return 'skipped';
    if (!(await claim(tx, job.key))) return 'already-sent';
    const text = nudgeText(empty, `${baseUrl}/planning`);
    return (await deliver(channels, target, 'Plan next week’s dinners', text))
      ? 'sent'
      : 'unreachable';
  }) as Promise<Outcome>;
}
