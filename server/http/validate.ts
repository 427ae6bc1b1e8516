import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, ErrorCode } from '../../domain/errors.ts';

/** Parses a JSON body against a schema; a malformed body is a 400, never a 500. */
export async function jsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(ErrorCode.INVALID_INPUT, 'The body must be JSON.');
  }
  return schema.parse(body);
}
