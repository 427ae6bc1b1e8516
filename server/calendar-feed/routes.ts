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
import { z } from 'zod';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

const tag = 'Calendar';
const feedDocs = {
  status: {
    tag,
    summary: 'Whether my calendar feed is on',
    response: z.object({ active: z.boolean(), created_at: z.string().nullable() }),
    errors: [ErrorCode.NO_FAMILY],
  },
  renew: {
    tag,
    summary: 'Make (or renew) my calendar feed address',
    status: 201,
    response: z.object({ url: z.string(), webcal_url: z.string() }),
    errors: [ErrorCode.NO_FAMILY],
  },
  end: { tag, summary: 'End my calendar feed', status: 204, errors: [ErrorCode.NO_FAMILY] },
  feed: {
    tag,
    summary: "The feed itself: the family's meals (the secret is the credential)",
    public: true,
    path: {
      file: {
        schema: z.string().regex(/^[a-z2-7]+\.ics$/),
        description: 'The secret from the feed address, then .ics',
      },
    },
    rawResponse: 'text/calendar',
    errors: [ErrorCode.NOT_FOUND],
  },
} satisfies Record<string, RouteDoc>;

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
    .get('/status', documented(feedDocs.status), async (c) => {
      const created = await feedCreatedAt(deps.sql, memberOf(requireFamilyCaller(c)));
      return c.json({ active: created !== null, created_at: created?.toISOString() ?? null });
    })
    .post('/', documented(feedDocs.renew), async (c) => {
      const secret = await renewFeedSecret(deps.sql, memberOf(requireFamilyCaller(c)));
      return c.json(feedUrls(baseUrl(), secret), 201);
    })
    .delete('/', documented(feedDocs.end), async (c) => {
      await revokeFeedSecret(deps.sql, memberOf(requireFamilyCaller(c)));
      return c.body(null, 204);
    })
    .get('/:file{[a-z2-7]+\\.ics}', documented(feedDocs.feed), async (c) => {
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
