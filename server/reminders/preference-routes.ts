// GET and PUT /notifications/preferences: the caller's reminder choices and the family's
// nudge day (a family-wide setting any member may change).
import { Hono } from 'hono';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { notificationPreferences } from '#domain/reminders/notification-preferences.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import { readPreferences, savePreferences } from './queries.ts';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

const readDoc = {
  tag: 'Notifications',
  summary: 'My reminder choices',
  response: notificationPreferences,
  errors: [ErrorCode.NO_FAMILY],
} satisfies RouteDoc;

const changeDoc = {
  tag: 'Notifications',
  summary: 'Change my reminder choices',
  body: notificationPreferences,
  example: { prep_reminders: true, reminder_hour: 18, weekly_nudge: true, nudge_weekday: 0 },
  response: notificationPreferences,
  errors: [ErrorCode.NO_FAMILY],
} satisfies RouteDoc;

export function notificationPreferenceRoutes(deps: AppDeps) {
  const read = (familyID: string, familyUserID: string) =>
    readPreferences(deps.sql, familyID, familyUserID);
  const member = (c: Parameters<typeof requireFamilyCaller>[0]) => {
    const caller = requireFamilyCaller(c);
    if (!caller.familyUserID) throw new AppError(ErrorCode.NO_FAMILY);
    return { familyID: caller.familyID, familyUserID: caller.familyUserID };
  };
  return new Hono<AppEnv>()
    .get('/preferences', documented(readDoc), async (c) => {
      const { familyID, familyUserID } = member(c);
      return c.json(await read(familyID, familyUserID));
    })
    .put('/preferences', documented(changeDoc), async (c) => {
      const { familyID, familyUserID } = member(c);
      const body = await jsonBody(c, notificationPreferences);
      await savePreferences(deps.sql, familyID, familyUserID, body);
      return c.json(await read(familyID, familyUserID));
    });
}
