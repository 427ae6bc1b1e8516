// While the disk is full (the space reserve's poller says so, server/http/space-reserve.ts),
// every write is refused with 503 DISK_FULL before it reaches the database, so that the
// room the freed reserve gives goes to reads and live sync (docs/operations.md, "The disk
// is full"). Reads go on: GET and HEAD, Zero's query endpoint (zero-cache asks it for each
// device's queries), and sign-in and sign-out, the little bookkeeping a device needs to
// read. Zero's push answers each mutation itself (server/zero/routes.ts).
import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '#domain/errors.ts';
import { noteDiskFull, writesRefusedForSpace } from './disk-space.ts';
import { errorResponse } from './errors.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Paths under /api that a full disk lets through although they are not GETs.
const LET_THROUGH = new Set([
  '/api/zero/query',
  '/api/zero/mutate',
  '/api/auth/login',
  '/api/auth/logout',
]);

export function refuseWritesForSpace(): MiddlewareHandler {
  return async (c, next) => {
    if (!writesRefusedForSpace() || READ_METHODS.has(c.req.method) || LET_THROUGH.has(c.req.path))
      return next();
    noteDiskFull();
    return errorResponse(c, ErrorCode.DISK_FULL);
  };
}
