// The calendar feed (Settings → Notifications): a member makes, renews or revokes their
// secret address; GET /calendar-feed/<secret>.ics serves the family's meals to any
// calendar app, with the secret as the only credential (calendar apps send no cookies).
import { Hono } from 'hono';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { MealWithParts } from '#domain/meals/meal-view.ts';
import { queries } from '#domain/zero/queries.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import {
  feedCreatedAt,
  feedMemberOf,
  renewFeedSecret,
  revokeFeedSecret,
  type FeedMember,
} from './feed-secrets.ts';
import { mealFeed } from './meal-feed.ts';
import { publicUrl } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';

// Past meals stay visible for a while; the plan itself is at most two weeks ahead.
const PAST_DAYS = 60;
const FUTURE_DAYS = 366;

function memberOf(caller: ReturnType<typeof requireFamilyCaller>): FeedMember {
  if (!caller.familyUserID) throw new AppError(ErrorCode.NO_FAMILY);
  return { familyID: caller.familyID, familyUserID: caller.familyUserID };
}

export function feedUrls(baseUrl: string, secret: string) {
  const url = `${baseUrl}/api/calendar-feed/${secret}.ics`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

export function calendarFeedRoutes(deps: AppDeps) {
  const baseUrl = () => publicUrl(deps.env);
  return new Hono<AppEnv>()
    .get('/status', async (c) => {
      const created = await feedCreatedAt(deps.sql, memberOf(requireFamilyCaller(c)));
      return c.json({ active: created !== null, created_at: created?.toISOString() ?? null });
    })
    .post('/', async (c) => {
      const secret = await renewFeedSecret(deps.sql, memberOf(requireFamilyCaller(c)));
      return c.json(feedUrls(baseUrl(), secret), 201);
    })
    .delete('/', async (c) => {
      await revokeFeedSecret(deps.sql, memberOf(requireFamilyCaller(c)));
      return c.body(null, 204);
    })
    .get('/:file{[a-z2-7]+\\.ics}', async (c) => {
      const member = await feedMemberOf(deps.sql, c.req.param('file').slice(0, -'.ics'.length));
      if (!member) throw new AppError(ErrorCode.NOT_FOUND);
      const ctx = { userID: '', familyID: member.familyID, familyUserID: member.familyUserID };
      const family = await deps.zeroDb.run(queries.family.current.fn({ args: undefined, ctx }));
      if (!family) throw new AppError(ErrorCode.NOT_FOUND);
      const today = todayIn(family.time_zone);
      const range = { from: addDays(today, -PAST_DAYS), to: addDays(today, FUTURE_DAYS) };
      const meals = (await deps.zeroDb.run(
        queries.meals.between.fn({ args: range, ctx }),
      )) as readonly MealWithParts[];
      const body = mealFeed({
        familyName: family.name,
        timeZone: family.time_zone,
        baseUrl: baseUrl(),
        meals,
      });
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'no-cache, private',
        'Content-Disposition': 'inline; filename="family-dinners.ics"',
      });
    });
}
