import { Hono } from 'hono';
import { ErrorCode, errorMessages } from '#domain/errors.ts';
import { pingDatabase } from '../db/connect.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { diskFull } from './disk-space.ts';

/** GET /health: ok once Postgres and zero-cache both answer, so that 'ready' on the
 * landing page means sign-in and live sync work; the client reads ok and the time. When
 * it is not ok for a reason the operator can act on, `reason` and `message` say which
 * (docs/operations.md, "What an operator sees"). */
export function healthRoutes(deps: AppDeps, zeroCacheUrl: string) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    if (await diskFull(deps.env)) {
      const message = errorMessages[ErrorCode.DISK_FULL];
      return c.json({ ok: false, reason: 'disk_full', message, elapsed_ms: elapsed() }, 503);
    }
    try {
      await pingDatabase(deps.sql);
      const sync = await fetch(zeroCacheUrl, { signal: AbortSignal.timeout(1000) });
      if (!sync.ok) throw new Error('zero-cache is not ready');
      return c.json({ ok: true, elapsed_ms: elapsed() });
    } catch {
      return c.json({ ok: false, elapsed_ms: elapsed() }, 503);
    }
  });
}
