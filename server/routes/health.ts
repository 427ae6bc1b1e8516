import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';

/** GET /health: ok once Postgres answers; the client reads ok and the elapsed time. */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const started = performance.now();
    try {
      await deps.sql`SELECT 1`;
      return c.json({ ok: true, elapsed_ms: Math.round(performance.now() - started) });
    } catch {
      return c.json({ ok: false, elapsed_ms: Math.round(performance.now() - started) }, 503);
    }
  });
}
