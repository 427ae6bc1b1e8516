// Each route describes itself where it is registered: `documented({...})` is the first
// handler of the route, so the OpenAPI document (openapi-document.ts) is made from the routes
// the app really has and the zod schemas their handlers validate with and answer with
// (docs/decisions/002-api-document-from-zod.md). hono-openapi's describeRoute carries the
// operation; the same object keeps the zod schemas for tests that walk the routes.
import type { MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import { findTargetHandler } from 'hono/utils/handler';
import { z } from 'zod';
import type { ErrorCode } from '#domain/errors.ts';

export type RouteDoc = {
  tag: string;
  summary: string;
  description?: string;
  /** The JSON body, with the schema the handler parses it with. */
  body?: z.core.$ZodType;
  /** A body that is not JSON (a photo, a family archive): its media type. */
  rawBody?: string;
  /** A body that the docs and the conformance test send (it must pass `body`). */
  example?: unknown;
  query?: Record<string, { schema: z.core.$ZodType; description: string; required?: boolean }>;
  /** Path parameters whose values are narrower than any text (a photo's size). */
  path?: Record<string, { schema: z.core.$ZodType; description: string }>;
  /** The success answer's JSON; none for an empty answer (204) or a redirect. */
  response?: z.core.$ZodType;
  /** A success answer that is not JSON: its media type. */
  rawResponse?: string;
  /** The success answer has no body, whatever its status (MCP's DELETE: 200). */
  noContent?: boolean;
  /** The success status: 200 unless said; null for none. */
  status?: 200 | 201 | 202 | 204 | 302 | null;
  /** Further success answers (GET /family/setup: 200 or 204). */
  alsoStatus?: readonly (200 | 202 | 204 | 302)[];
  /** The errors (4xx) the route itself gives; those of sign-in, tokens and bodies are added. */
  errors?: readonly ErrorCode[];
  /** Answers of its own beyond success and the coded errors (GET /health's 503, MCP's 405). */
  otherResponses?: Record<string, { description: string; schema: z.core.$ZodType }>;
  /** Answered without sign-in. */
  public?: boolean;
};

const ROUTE_DOC = Symbol('route-doc');

/** JSON Schema 2020-12 of a zod schema, as it is read (input) or written (output). */
export function jsonSchema(
  schema: z.core.$ZodType,
  io: 'input' | 'output',
): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
}

function parameters(doc: RouteDoc) {
  const inPath = Object.entries(doc.path ?? {}).map(([name, { schema, description }]) => ({
    name,
    in: 'path',
    required: true,
    description,
    schema: jsonSchema(schema, 'input'),
  }));
  const inQuery = Object.entries(doc.query ?? {}).map(
    ([name, { schema, description, required }]) => ({
      name,
      in: 'query',
      required: required ?? false,
      description,
      schema: jsonSchema(schema, 'input'),
    }),
  );
  return [...inPath, ...inQuery];
}

function requestBody(doc: RouteDoc) {
  if (doc.body)
    return {
      required: true,
      content: {
        'application/json': {
          schema: jsonSchema(doc.body, 'input'),
          ...(doc.example === undefined ? {} : { example: doc.example }),
        },
      },
    };
  if (doc.rawBody)
    return {
      required: true,
      content: { [doc.rawBody]: { schema: { type: 'string', contentMediaType: doc.rawBody } } },
    };
  return undefined;
}

function successResponse(doc: RouteDoc, status: number) {
  if (status === 204 || doc.noContent) return { description: 'Done: no content' };
  if (status === 302)
    return {
      description: 'A redirect to the page that follows',
      headers: { Location: { description: 'Where to go', schema: { type: 'string' } } },
    };
  if (doc.rawResponse)
    return {
      description: 'OK',
      content: { [doc.rawResponse]: { schema: { type: 'string' } } },
    };
  return {
    description: 'OK',
    content: {
      'application/json': { schema: doc.response ? jsonSchema(doc.response, 'output') : {} },
    },
  };
}

/** The route's own part of its operation; openapi-document.ts adds the errors every route shares. */
export function documented(doc: RouteDoc): MiddlewareHandler {
  const statuses = [...(doc.status === null ? [] : [doc.status ?? 200]), ...(doc.alsoStatus ?? [])];
  const body = requestBody(doc);
  return Object.assign(
    describeRoute({
      tags: [doc.tag],
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      parameters: parameters(doc) as never,
      ...(body ? { requestBody: body as never } : {}),
      ...(doc.public ? { security: [] } : {}),
      responses: {
        ...Object.fromEntries(statuses.map((s) => [String(s), successResponse(doc, s)])),
        ...Object.fromEntries(
          Object.entries(doc.otherResponses ?? {}).map(([status, { description, schema }]) => [
            status,
            {
              description,
              content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
            },
          ]),
        ),
        // Plain JSON Schema objects: openapi-types' narrower SchemaObject does not name 2020-12.
      } as never,
    }),
    { [ROUTE_DOC]: doc },
  );
}

/** The RouteDoc of a route's handler (as app.routes lists it), if it is `documented`. */
export function routeDocOf(handler: unknown): RouteDoc | undefined {
  const target = findTargetHandler(handler as never) as unknown as Record<symbol, unknown>;
  return target[ROUTE_DOC] as RouteDoc | undefined;
}
