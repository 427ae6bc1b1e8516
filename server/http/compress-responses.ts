// HTML and JSON answers above 1 KB are gzipped for browsers that accept it (Hono's
// `compress`; the hashed assets are compressed once at build time instead, see
// static-client.ts). Not compressed: the /sync WebSocket (not an HTTP body), server-sent
// event streams (Hono's content-type filter leaves text/event-stream out, and a compressor
// would hold their events back), and the Zero endpoints: zero-cache calls them over
// loopback on every query and write, where compressing and inflating again would only add
// time (docs/performance.md).
import type { Context, MiddlewareHandler, Next } from 'hono';
import { compress } from 'hono/compress';
import { SYNC_PATH } from './sync-proxy.ts';

const THRESHOLD = 1024;
const UNCOMPRESSED_PREFIXES = [SYNC_PATH, '/api/zero/'];
/** Answers built in memory by c.json and c.html, which carry no Content-Length yet. */
const IN_MEMORY = /^(?:application\/json|text\/html)\b/;

/**
 * Hono's `compress` honours its threshold only when the answer states its length; c.json
 * and c.html do not, so this states it (their bodies are strings already in memory).
 */
async function withLength(c: Context, next: Next) {
  await next();
  const res = c.res;
  if (!res.body || res.headers.has('Content-Length')) return;
  if (!IN_MEMORY.test(res.headers.get('Content-Type') ?? '')) return;
  const bytes = await res.arrayBuffer();
  c.res = new Response(bytes, res);
  c.res.headers.set('Content-Length', String(bytes.byteLength));
}

const isUnder = (path: string, prefix: string) =>
  path === prefix.replace(/\/$/, '') ||
  path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

export function compressResponses(): MiddlewareHandler {
  const gzip = compress({ encoding: 'gzip', threshold: THRESHOLD });
  return async (c, next) => {
    if (UNCOMPRESSED_PREFIXES.some((prefix) => isUnder(c.req.path, prefix))) return next();
    return gzip(c, () => withLength(c, next));
  };
}
