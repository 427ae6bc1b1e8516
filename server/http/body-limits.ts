// Request bodies are read into memory, so each is capped before it is read: a client can
// no longer grow the server by sending hundreds of megabytes.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorCode } from '#domain/errors.ts';
import { errorResponse } from './errors.ts';

const KiB = 1024;
const MiB = 1024 * KiB;

/** Enough for the largest REST body: a dish with 200 ingredient lines and long instructions. */
export const API_BODY_LIMIT = 1 * MiB;
/** zero-cache batches a client's queued mutations (e.g. a shopping trip made offline). */
export const ZERO_BODY_LIMIT = 8 * MiB;

/** A photo straight from a phone's camera (resized on the server: server/photos/). */
export const PHOTO_BODY_LIMIT = 12 * MiB;
const PHOTO_UPLOAD = /^\/api\/dishes\/[^/]+\/photo$/;
/** A family archive: JSON files (compressed well) and the dishes' photos (not compressible). */
export const IMPORT_BODY_LIMIT = 128 * MiB;

const tooLarge = (c: Context) => errorResponse(c, ErrorCode.PAYLOAD_TOO_LARGE);

export function apiBodyLimits(): MiddlewareHandler {
  const api = bodyLimit({ maxSize: API_BODY_LIMIT, onError: tooLarge });
  const zero = bodyLimit({ maxSize: ZERO_BODY_LIMIT, onError: tooLarge });
  const photo = bodyLimit({ maxSize: PHOTO_BODY_LIMIT, onError: tooLarge });
  const archive = bodyLimit({ maxSize: IMPORT_BODY_LIMIT, onError: tooLarge });
  const limitFor = (path: string) => {
    if (path.startsWith('/api/zero/')) return zero;
    if (PHOTO_UPLOAD.test(path)) return photo;
    if (path === '/api/family/import') return archive;
    return api;
  };
  return (c, next) => limitFor(c.req.path)(c, next);
}
