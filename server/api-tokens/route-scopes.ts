// The one table of what an API token may call (docs/security.md "Who can do what"): each
// route (method and path pattern as registered in server/app.ts) maps to the scope a token
// needs, to 'member' (a signed-in member only: never a token) or to 'public' (answered
// the same to anyone, token or not). A route missing here is refused to tokens, and
// tests/integration/api-token-scopes.test.ts fails until it is added.
import type { TokenScope } from '#domain/api-tokens/token-scopes.ts';

export type RouteAccess = TokenScope | 'member' | 'public';

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'GET /api/health': 'public',
  'GET /api/version': 'public',
  'GET /api/features': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/auth/options': 'public',
  // The feed's secret is its credential; calendar apps send no token.
  'GET /api/calendar-feed/:file{[a-z2-7]+\\.ics}': 'public',
  // Development outboxes answer only with their own key (docs/security.md).
  'GET /api/dev/outbox': 'public',
  'GET /api/dev/sms-outbox': 'public',

  // Who the token acts as.
  'GET /api/auth/session': 'read',
  'GET /api/auth/current': 'read',
  // Signing in and out, sign-up, email links, Google sign-in: the account's own business.
  'POST /api/auth/first-family/check': 'member',
  'POST /api/auth/signup': 'member',
  'POST /api/auth/login': 'member',
  'POST /api/auth/logout': 'member',
  'GET /api/auth/verify-email': 'member',
  'POST /api/auth/resend-verification': 'member',
  'POST /api/auth/forgot-password': 'member',
  'POST /api/auth/reset-password/check': 'member',
  'POST /api/auth/reset-password': 'member',
  'GET /api/auth/google': 'member',
  'GET /api/auth/google/callback': 'member',

  // The family itself, its members and invitations.
  'GET /api/family': 'read',
  'GET /api/family/users/me': 'read',
  'GET /api/family/stats': 'read',
  'GET /api/family/setup': 'member',
  'POST /api/family/setup': 'member',
  'PATCH /api/family/users/me': 'member',
  'POST /api/family/users': 'member',
  'PATCH /api/family/users/:id': 'member',
  'POST /api/family/users/:id/invite': 'member',
  'GET /api/family/invitations/:token': 'member',
  'POST /api/family/invitations/:token/accept': 'member',
  'POST /api/family/invite': 'member',
  // Every row of the family, emails and phone numbers included.
  'GET /api/family/export': 'member',
  'POST /api/family/import': 'member',
  'POST /api/family/users/me/verify-phone': 'member',
  'POST /api/family/users/me/verify': 'member',
  'GET /api/notifications/preferences': 'read',
  'PUT /api/notifications/preferences': 'member',

  'GET /api/shopping-items': 'read',
  'GET /api/shopping-items/autocomplete': 'read',
  'POST /api/shopping-items': 'shop',
  'PATCH /api/shopping-items/:id': 'shop',
  'DELETE /api/shopping-items/:id': 'shop',
  'DELETE /api/shopping-items': 'shop',
  'POST /api/shopping-items/refresh-via-meals': 'shop',
  'POST /api/shopping-items/send-list': 'shop',
  'GET /api/pantry/check': 'read',
  // Twilio's webhook: its signature is the credential (server/sms/inbound-sms-routes.ts).
  'POST /api/sms/inbound': 'public',

  'GET /api/dishes': 'read',
  'GET /api/dishes/:id': 'read',
  'GET /api/dishes/leftovers': 'read',
  'GET /api/dishes/unrated-recent': 'read',
  'GET /api/dishes/:id/photo/:photo/:size': 'read',
  'POST /api/dishes': 'plan',
  'PATCH /api/dishes/:id': 'plan',
  'DELETE /api/dishes/:id': 'plan',
  'POST /api/dishes/from-url': 'plan',
  'POST /api/dishes/ratings': 'plan',
  'POST /api/dishes/:id/photo': 'plan',
  'POST /api/dishes/:id/photo/from-recipe': 'plan',
  'DELETE /api/dishes/:id/photo': 'plan',

  'GET /api/meals': 'read',
  'GET /api/meals/:id': 'read',
  'POST /api/meals': 'plan',
  'PATCH /api/meals/:id': 'plan',
  'DELETE /api/meals/:id': 'plan',
  'POST /api/meals/:id/ratings': 'plan',

  'GET /api/chat/messages': 'read',
  'GET /api/chat/initial-prompt': 'read',
  'POST /api/chat': 'chat',
  'POST /api/chat/proposals/:id/apply': 'chat',
  'POST /api/chat/proposals/:id/dismiss': 'chat',
  // Each MCP tool needs its own scope (MCP_TOOL_SCOPES); connecting needs read.
  'GET /api/mcp': 'read',
  'POST /api/mcp': 'read',
  'DELETE /api/mcp': 'read',

  // Google Calendar: reading the busy evenings the planner shows; connecting is the member's.
  'GET /api/calendar/status': 'read',
  'GET /api/calendar/events': 'read',
  'GET /api/calendar/calendars': 'member',
  'GET /api/calendar/settings': 'member',
  'POST /api/calendar/settings': 'member',
  'GET /api/calendar/authorize': 'member',
  'GET /api/calendar/oauth/callback': 'member',
  'POST /api/calendar/exchange-code': 'member',
  'POST /api/calendar/sync': 'member',
  'POST /api/calendar/disconnect': 'member',

  'GET /api/calendar-feed/status': 'member',
  'POST /api/calendar-feed': 'member',
  'DELETE /api/calendar-feed': 'member',
  'GET /api/api-tokens': 'member',
  'POST /api/api-tokens': 'member',
  'DELETE /api/api-tokens/:id': 'member',
  // The MCP sign-in's consent screen and the member's connections (docs/security.md).
  'GET /api/oauth/requests/:token': 'member',
  'POST /api/oauth/requests/:token/approve': 'member',
  'POST /api/oauth/requests/:token/deny': 'member',
  'GET /api/oauth/connections': 'member',
  'DELETE /api/oauth/connections/:id': 'member',
  // Zero's endpoints run every mutator, member management included; the browser uses them.
  'POST /api/zero/query': 'member',
  'POST /api/zero/mutate': 'member',
  // bench:sync's timestamp of a push's arrival (server/http/hop-timing.ts), before the route.
  'ALL /api/zero/mutate': 'member',
};

/** The MCP tools (server/chat/tools) and the scope each needs; a tool not listed is refused. */
export const MCP_TOOL_SCOPES: Readonly<Record<string, TokenScope>> = {
  list_dishes: 'read',
  get_family_members: 'read',
  get_busy_evenings: 'read',
  get_meal_history: 'read',
  get_planned_meals: 'read',
  suggest_dinners: 'read',
  propose_meal_plan: 'plan',
  propose_dish: 'plan',
  propose_shopping_items: 'shop',
};

/** The MCP resources (server/mcp/mcp-resources.ts) and the scope each needs. */
export const MCP_RESOURCE_SCOPES: Readonly<Record<string, TokenScope>> = {
  'this-weeks-plan': 'read',
  'shopping-list': 'read',
};

export function routeAccess(method: string, path: string): RouteAccess | undefined {
  return ROUTE_ACCESS[`${method} ${path}`];
}
