// GET and PUT /notifications/preferences: the caller's reminder choices and the family's
// nudge day (a family-wide setting any member may change).
import { Hono } from 'hono';
import { AppError, ErrorCode } from '../../domain/errors.ts';
import {
  DEFAULT_PREFERENCES,
  notificationPreferences,
  type NotificationPreferences,
} from '../../domain/reminders/notification-preferences.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';

export function notificationPreferenceRoutes(deps: AppDeps) {
  const read = async (familyID: string, familyUserID: string) => {
    const [row] = await deps.sql<NotificationPreferences[]>`
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
  };
  const member = (c: Parameters<typeof requireFamilyCaller>[0]) => {
    const caller = requireFamilyCaller(c);
    if (!caller.familyUserID) throw new AppError(ErrorCode.NO_FAMILY);
    return { familyID: caller.familyID, familyUserID: caller.familyUserID };
  };
  return new Hono<AppEnv>()
    .get('/preferences', async (c) => {
      const { familyID, familyUserID } = member(c);
      return c.json(await read(familyID, familyUserID));
    })
    .put('/preferences', async (c) => {
      const { familyID, familyUserID } = member(c);
      const body = await jsonBody(c, notificationPreferences);
      await deps.sql.begin(async (tx) => {
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
      return c.json(await read(familyID, familyUserID));
    });
}
