import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';

/** GET /health: ok once Postgres and zero-cache both answer, so that 'ready' on the
 * landing page means sign-in and live sync work; the client reads ok and the time. */
export function healthRoutes(deps: AppDeps, zeroCacheUrl: string) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const started = performance.now();
    try {
      await deps.sql`SELECT 1`;
      const sync = await fetch(zeroCacheUrl, { signal: AbortSignal.timeout(1000) });
      if (!sync.ok) throw new Error('zero-cache is not ready');
      return c.json({ ok: true, elapsed_ms: Math.round(performance.now() - started) });
    } catch {
      return c.json({ ok: false, elapsed_ms: Math.round(performance.now() - started) }, 503);
    }
  });
}
