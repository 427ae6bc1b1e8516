// /calendar (docs/spec.md §7 'Calendar'). Each member's connection is their own; events are the
// family's. With Google not configured every route answers 404 CALENDAR_NOT_CONFIGURED.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { AUTHORIZATION_NOT_STARTED } from '#domain/calendar/google-authorization.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { queries } from '#domain/zero/queries.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import { oauthCallbackPage } from './oauth-callback-page.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import { plainText } from '#domain/text/input-rules.ts';
import { calendarDocs as docs, exchangeBody, settingsBody } from './calendar-docs.ts';
import { documented } from '../openapi/route-doc.ts';

const callbackQuery = z.object({
  code: z.optional(plainText(2048)),
  state: z.optional(plainText(256)),
  error: z.optional(plainText(200)),
});

export function calendarRoutes(deps: AppDeps) {
  const service = () => {
    const calendar = deps.calendar;
    if (!calendar) throw new AppError(ErrorCode.CALENDAR_NOT_CONFIGURED);
    return calendar;
  };
  const withService = (c: Context<AppEnv>) => ({
    calendar: service(),
    caller: requireFamilyCaller(c),
  });

  return new Hono<AppEnv>()
    .get('/authorize', documented(docs.authorize), async (c) => {
      const calendar = service();
      try {
        const caller = requireFamilyCaller(c);
        return c.redirect(await calendar.startAuthorization(caller.userID), 302);
      } catch (error) {
        // This runs in the popup: tell the opener, which says 'Connection Failed'.
        if (!(error instanceof AppError)) console.error(error);
        const page = oauthCallbackPage(
          { error: AUTHORIZATION_NOT_STARTED },
          calendar.config.publicOrigin,
        );
        return c.html(page.html, 200, page.headers);
      }
    })
    .get('/oauth/callback', documented(docs.callback), (c) => {
      const { config } = service();
      const query = callbackQuery.catch({ error: 'invalid_request' }).parse(c.req.query());
      const page = oauthCallbackPage(query, config.publicOrigin);
      return c.html(page.html, 200, page.headers);
    })
    .post('/exchange-code', documented(docs.exchange), async (c) => {
      const { calendar, caller } = withService(c);
      const body = await jsonBody(c, exchangeBody);
      await calendar.completeAuthorization(caller.userID, body.code, body.state);
      return c.body(null, 204);
    })
    .get('/status', documented(docs.status), async (c) => {
      const { calendar, caller } = withService(c);
      return c.json(await calendar.status(caller.userID));
    })
    .get('/calendars', documented(docs.calendars), async (c) => {
      const { calendar, caller } = withService(c);
      return c.json(await calendar.calendars(caller.userID));
    })
    .get('/settings', documented(docs.settings), async (c) => {
      const { calendar, caller } = withService(c);
      return c.json(await calendar.settings(caller.userID));
    })
    .post('/settings', documented(docs.saveSettings), async (c) => {
      const { calendar, caller } = withService(c);
      const { selected_calendars } = await jsonBody(c, settingsBody);
      await calendar.saveSettings(caller.userID, [...new Set(selected_calendars)]);
      return c.body(null, 204);
    })
    .post('/sync', documented(docs.sync), async (c) => {
      const { calendar, caller } = withService(c);
      return c.json(await calendar.syncFamily(caller.familyID));
    })
    .post('/disconnect', documented(docs.disconnect), async (c) => {
      const { calendar, caller } = withService(c);
      await calendar.disconnect(caller.userID);
      return c.body(null, 204);
    })
    .get('/events', documented(docs.events), async (c) => {
      const { caller } = withService(c);
      const events = await deps.zeroDb.run(
        queries.calendarEvents.list.fn({ args: undefined, ctx: caller }),
      );
      return c.json(
        events.map((e) => ({
          id: e.id,
          summary: e.summary,
          start_time: new Date(e.start_time).toISOString(),
          end_time: new Date(e.end_time).toISOString(),
          family_user_id: e.family_user_id,
        })),
      );
    });
}
