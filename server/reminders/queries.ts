// The reminder choices of a member and the family's nudge day, as stored
// (private.notification_preference, private.family_nudge_day).
import type { Sql } from 'postgres';
import {
  DEFAULT_PREFERENCES,
  type NotificationPreferences,
} from '#domain/reminders/notification-preferences.ts';

/** The member's choices, with the defaults for any not made yet. */
export async function readPreferences(
  sql: Sql,
  familyID: string,
  familyUserID: string,
): Promise<NotificationPreferences> {
  const [row] = await sql<NotificationPreferences[]>`
    SELECT p.prep_reminders, p.reminder_hour, p.weekly_nudge,
           COALESCE((SELECT weekday FROM private.family_nudge_day WHERE family_id = ${familyID}), 0)
             AS nudge_weekday
      FROM (SELECT 1) one
      LEFT JOIN private.notification_preference p ON p.family_user_id = ${familyUserID}`;
  return {
    prep_reminders: row?.prep_reminders ?? DEFAULT_PREFERENCES.prep_reminders,
    reminder_hour: row?.reminder_hour ?? DEFAULT_PREFERENCES.reminder_hour,
    weekly_nudge: row?.weekly_nudge ?? DEFAULT_PREFERENCES.weekly_nudge,
    nudge_weekday: row?.nudge_weekday ?? DEFAULT_PREFERENCES.nudge_weekday,
  };
}

/** Saves the member's choices and the family's nudge day together. */
export async function savePreferences(
  sql: Sql,
  familyID: string,
  familyUserID: string,
  body: NotificationPreferences,
): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO private.notification_preference
        (family_user_id, prep_reminders, reminder_hour, weekly_nudge)
      VALUES (${familyUserID}, ${body.prep_reminders}, ${body.reminder_hour}, ${body.weekly_nudge})
      ON CONFLICT (family_user_id) DO UPDATE SET prep_reminders = EXCLUDED.prep_reminders,
        reminder_hour = EXCLUDED.reminder_hour, weekly_nudge = EXCLUDED.weekly_nudge`;
    await tx`
      INSERT INTO private.family_nudge_day (family_id, weekday)
      VALUES (${familyID}, ${body.nudge_weekday})
      ON CONFLICT (family_id) DO UPDATE SET weekday = EXCLUDED.weekday`;
  });
}
