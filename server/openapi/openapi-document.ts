// The OpenAPI 3.1 document of the API, made by hono-openapi from the routes the app has
// (each carries its `documented({...})`, route-doc.ts), with the errors every route shares
// added here from the one table of token access (route-scopes.ts) and the middleware's rules.
import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { z } from 'zod';
import { ErrorCode, errorMessages } from '#domain/errors.ts';
import { routeAccess } from '../api-tokens/route-scopes.ts';
import { statusOf } from '../http/errors.ts';
import { jsonSchema, routeDocOf, type RouteDoc } from './route-doc.ts';

type JsonObject = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono app's routes
type AnyHono = Hono<any, any, any>;

const TAGS: Record<string, string> = {
  Service: 'Whether the server answers, its build and features, and this document',
  Accounts: 'Sign-up, sign-in, sessions and the links sent by email',
  Family: 'The family, its members, invitations and phone verification',
  'Family data': 'Export and import of everything a family owns',
  Shopping: 'The shopping list and the pantry check',
  Dishes: "The family's dish library and the dishes' photos",
  Meals: 'Planned meals, leftovers and ratings',
  Sync: "Zero's endpoints, called by zero-cache",
  Calendar: 'Google Calendar and the calendar feed',
  Notifications: 'Reminder choices',
  Chat: 'The assistant',
  'API tokens': 'Personal API tokens (Settings → Data)',
  MCP: 'The MCP server for assistants',
  Development: 'Outboxes of a development server',
};

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

/** `/dishes/:id` and `/calendar-feed/:file{[a-z2-7]+\.ics}` as OpenAPI writes them. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');
}

const WRITE_ERRORS = [ErrorCode.FORBIDDEN_ORIGIN, ErrorCode.PAYLOAD_TOO_LARGE];

/** Every 4xx an operation can answer: its own, and those of sign-in, tokens and input. */
function errorCodesOf(method: string, honoPath: string, doc: RouteDoc): ErrorCode[] {
  const access = routeAccess(method, `/api${honoPath}`);
  const codes = new Set<ErrorCode>(doc.errors ?? []);
  if (!doc.public) codes.add(ErrorCode.NOT_SIGNED_IN);
  if (access === undefined || access === 'member') codes.add(ErrorCode.TOKEN_NOT_ALLOWED);
  else if (access !== 'public') codes.add(ErrorCode.TOKEN_SCOPE_MISSING);
  if (method !== 'GET') for (const code of WRITE_ERRORS) codes.add(code);
  if (doc.body || /\/:(id|token)\b/.test(honoPath)) codes.add(ErrorCode.INVALID_INPUT);
  return [...codes];
}

function errorResponses(codes: readonly ErrorCode[]): JsonObject {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  const responses: JsonObject = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const schema = z.object({
      error: z.object({ code: z.enum(list as [ErrorCode, ...ErrorCode[]]), message: z.string() }),
    });
    responses[String(status)] = {
      description: `Refused: ${list.join(', ')}`,
      content: {
        'application/json': {
          schema: jsonSchema(schema, 'output'),
          example: { error: { code: list[0], message: errorMessages[list[0]!] } },
        },
      },
    };
  }
  return responses;
}

/** Each documented route of the app: its method, Hono path and RouteDoc. */
export function documentedRoutes(app: AnyHono) {
  const seen = new Map<string, { method: string; path: string; doc: RouteDoc }>();
  for (const route of app.routes) {
    const doc = routeDocOf(route.handler);
    const key = `${route.method} ${route.path}`;
    if (doc && !seen.has(key)) seen.set(key, { method: route.method, path: route.path, doc });
  }
  return [...seen.values()];
}

/** The document of `api`, the app mounted at /api, for the server at `serverUrl`. */
export async function openApiDocument(api: AnyHono, serverUrl: string): Promise<JsonObject> {
  const generated = await generateSpecs(api, { excludeStaticFile: false });
  const byKey = new Map(
    documentedRoutes(api).map((r) => [`${r.method.toLowerCase()} ${openApiPath(r.path)}`, r]),
  );
  const paths: Record<string, JsonObject> = {};
  for (const [path, item] of Object.entries(generated.paths ?? {}))
    for (const [method, operation] of Object.entries(item as Record<string, JsonObject>)) {
      const route = byKey.get(`${method} ${path}`);
      if (!route) continue;
      const access = routeAccess(route.method, `/api${route.path}`);
      const scope = access && access !== 'member' && access !== 'public' ? access : null;
      paths[`/api${path}`] = {
        ...paths[`/api${path}`],
        [method]: {
          ...operation,
          // For API tokens: the scope needed, or refused (a signed-in member only).
          ...(scope ? { 'x-token-scope': scope } : {}),
          ...(access === undefined || access === 'member' ? { 'x-token-refused': true } : {}),
          description: [
            route.doc.description,
            scope
              ? `An API token needs the \`${scope}\` scope.`
              : access === 'public'
                ? null
                : 'A signed-in member only: API tokens are refused.',
          ]
            .filter(Boolean)
            .join(' '),
          responses: {
            ...(operation.responses as JsonObject),
            ...errorResponses(errorCodesOf(route.method, route.path, route.doc)),
            default: {
              description: 'A server error (5xx): the disk is full, the database is away…',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
          },
        },
      };
    }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Family Dinner Planner API',
      version: '1.0.0',
      description:
        'Every call acts for one member in their family. Sign in with a session cookie, or ' +
        'send `Authorization: Bearer <token>` with a session token (from /api/auth/login) or a ' +
        'personal API token (Settings → Data). Errors answer `{ error: { code, message } }`.',
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl, description: 'This server' }],
    security: [{ bearer: [] }, { cookie: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A session or API token' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The session' },
      },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
    },
    paths,
  };
}
