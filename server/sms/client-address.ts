// The caller's network address, for per-address limits. Behind a reverse proxy every
// request comes from the proxy; limits per member and per phone still hold then.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
