// The Hono app: API under /api, zero-cache under /sync, the built client everywhere else.
// Every language's aisle words before any request (department-words-more.ts).
import '#domain/shopping/all-department-words.ts';
import { Hono } from 'hono';
import { ErrorCode } from '#domain/errors.ts';
import { tokenScopeGuard } from './api-tokens/token-scope-guard.ts';
import { loadCaller } from './auth/middleware.ts';
import { originCheck } from './auth/origin-check.ts';
import { pageSessionOf } from './auth/page-session-of.ts';
import { publicUrl } from './env.ts';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { errorResponse, handleError } from './http/errors.ts';
import { markHop } from './http/hop-timing.ts';
import { apiBodyLimits } from './http/body-limits.ts';
import { compressResponses } from './http/compress-responses.ts';
import { refuseWritesForSpace } from './http/refuse-writes-for-space.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticClientRoutes } from './http/static-client.ts';
import { forwardSyncRequest, SYNC_PATH } from './http/sync-proxy.ts';
import { authRoutes } from './auth/routes.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { dishRoutes } from './dishes/routes.ts';
import { dishPhotoRoutes } from './photos/routes.ts';
import { familyStatsRoutes } from './family/stats-routes.ts';
import { mealDishRoutes } from './meals/meal-dish-routes.ts';
import { mealRoutes } from './meals/routes.ts';
import { familyRoutes } from './family/routes.ts';
import { healthRoutes } from './http/health-routes.ts';
import { buildIdOf } from './http/build-id.ts';
import { versionRoutes } from './http/version-routes.ts';
import { shoppingRoutes } from './shopping/routes.ts';
import { zeroRoutes } from './zero/routes.ts';
import { devOutboxRoutes } from './mail/dev-outbox-routes.ts';
import { devSmsOutboxRoutes } from './sms/dev-outbox-routes.ts';
import { phoneRoutes } from './phone/routes.ts';
import { featureRoutes } from './http/feature-routes.ts';
import { calendarFeedRoutes } from './calendar-feed/routes.ts';
import { notificationPreferenceRoutes } from './reminders/preference-routes.ts';
import { apiTokenRoutes } from './api-tokens/routes.ts';
import { mcpRoutes } from './mcp/routes.ts';
import { consentRoutes } from './oauth/consent-routes.ts';
import { oauthRoutes } from './oauth/oauth-routes.ts';
import { familyArchiveRoutes } from './family-archive/routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { pantryCheckRoutes } from './shopping/pantry-check-routes.ts';
import { inboundSmsRoutes } from './sms/inbound-sms-routes.ts';

export type AppOptions = {
  /** Each shard's zero-cache, by shard number (docs/shards.md). */
  zeroCacheUrls: readonly string[];
  serveClient: boolean;
};

export function createApp(deps: AppDeps, options: AppOptions) {
  const buildId = buildIdOf(deps.env);
  // Typed here: the OpenAPI routes read the finished app (its routes) when first asked.
  const api: Hono<AppEnv> = new Hono<AppEnv>()
    .use('/zero/mutate', async (_c, next) => {
      markHop('mutate-received');
      await next();
    })
    .use(apiBodyLimits())
    .use(loadCaller(deps))
    .use(tokenScopeGuard())
    .use(originCheck(new URL(publicUrl(deps.env)).origin))
    .use(refuseWritesForSpace())
    .route('/', healthRoutes(deps, options.zeroCacheUrls))
    .route('/', versionRoutes(buildId))
    .route('/auth', authRoutes(deps))
    .route('/family', familyRoutes(deps))
    .route('/family', familyArchiveRoutes(deps))
    .route('/shopping-items', shoppingRoutes(deps))
    .route('/pantry', pantryCheckRoutes(deps))
    .route('/sms', inboundSmsRoutes(deps))
    // The meal routes under /dishes (leftovers, unrated-recent, ratings) go before /dishes/:id.
    .route('/dishes', mealDishRoutes(deps))
    .route('/dishes', dishPhotoRoutes(deps))
    .route('/dishes', dishRoutes(deps))
    .route('/meals', mealRoutes(deps))
    .route('/family/stats', familyStatsRoutes(deps))
    .route('/zero', zeroRoutes(deps))
    .route('/calendar', calendarRoutes(deps))
    .route('/family/users/me', phoneRoutes(deps))
    .route('/dev', devOutboxRoutes(deps))
    .route('/dev', devSmsOutboxRoutes(deps))
    .route('/chat', chatRoutes(deps))
    .route('/', featureRoutes(deps))
    .route('/calendar-feed', calendarFeedRoutes(deps))
    .route('/notifications', notificationPreferenceRoutes(deps))
    .route('/api-tokens', apiTokenRoutes(deps))
    .route('/mcp', mcpRoutes(deps))
    .route('/oauth', consentRoutes(deps))
    .route(
      '/',
      openApiRoutes(deps, () => api),
    )
    .all('*', (c) => errorResponse(c, ErrorCode.NOT_FOUND));
  api.onError(handleError);

  const app = new Hono();
  // The MCP sign-in's authorization server (its metadata, /authorize, /token, /register,
  // /revoke): JSON and redirects for assistants, ahead of the page middleware.
  app.route('/', oauthRoutes(deps));
  app.use(securityHeaders(publicUrl(deps.env)));
  app.use(compressResponses());
  app.route('/api', api);
  app.all(`${SYNC_PATH}/*`, (c) => forwardSyncRequest(c.req.raw, options.zeroCacheUrls[0]));
  if (options.serveClient)
    app.route('/', staticClientRoutes(deps.env.CLIENT_DIST_DIR, pageSessionOf(deps), buildId));
  return app;
}
