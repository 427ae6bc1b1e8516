import type { Context } from 'hono';
import { z } from 'zod';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { entityId, plainText } from '#domain/text/input-rules.ts';

/** Parses a JSON body against a schema; a malformed body is a 400, never a 500. */
export async function jsonBody<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(ErrorCode.INVALID_INPUT, 'The body must be JSON.');
  }
  return z.parse(schema, body);
}

/** A route's `:id`, refused (400) when it could not be a row id: too long, or with NUL. */
export function idParam(c: Context, name = 'id'): string {
  return entityId.parse(c.req.param(name));
}

/** A route's `:token` (an invitation link's secret). */
export function tokenParam(c: Context): string {
  return plainText(256).parse(c.req.param('token'));
}
