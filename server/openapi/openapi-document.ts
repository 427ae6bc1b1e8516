// The OpenAPI 3.1 document of the API, generated from OPERATIONS: request bodies are the
// JSON Schemas zod 4 writes (z.toJSONSchema) of the schemas the routes validate with.
import { z } from 'zod';
import { errorSchema } from './response-schemas.ts';
import { OPERATIONS, type Operation } from './operations.ts';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonObject;
  return rest;
}

/** `/dishes/:id` and `/calendar-feed/:file{[a-z2-7]+\.ics}` as OpenAPI writes them. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');
}

function parametersOf(path: string, query: Operation['query'] = {}) {
  const inPath = [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const inQuery = Object.entries(query).map(([name, { schema, description }]) => ({
    name,
    in: 'query',
    required: false,
    description,
    schema: jsonSchema(schema, 'input'),
  }));
  return [...inPath, ...inQuery];
}

function operationObject(operation: Operation): JsonObject {
  const path = `/api${openApiPath(operation.path)}`;
  const status = String(operation.status ?? 200);
  const content = operation.rawResponse
    ? { [operation.rawResponse]: {} }
    : {
        'application/json': {
          schema: operation.response ? jsonSchema(operation.response, 'output') : {},
        },
      };
  const body = operation.body
    ? {
        required: true,
        content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
      }
    : operation.rawBody
      ? {
          required: true,
          content: { [operation.rawBody]: { schema: { type: 'string', format: 'binary' } } },
        }
      : undefined;
  return {
    tags: [operation.tag],
    summary: operation.summary,
    operationId: `${operation.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    parameters: parametersOf(path, operation.query),
    ...(body ? { requestBody: body } : {}),
    ...(operation.public ? { security: [] } : {}),
    responses: {
      [status]: status === '204' ? { description: 'Done' } : { description: 'OK', content },
      default: {
        description: 'An error: a code and the message to show',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

export function openApiDocument(serverUrl: string): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const operation of OPERATIONS) {
    const path = `/api${openApiPath(operation.path)}`;
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: operationObject(operation) };
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
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, { cookie: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'session' },
      },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
    },
    paths,
  };
}
