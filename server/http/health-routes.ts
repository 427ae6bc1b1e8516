import { Hono } from 'hono';
import { ErrorCode, errorMessages } from '#domain/errors.ts';
import { pingDatabase } from '../db/connect.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { diskFull } from './disk-space.ts';
import {
  describeRetainedWal,
  shardsDown,
  slotsRetainingWal,
  walWarnBytes,
} from '../shards/shard-health.ts';
import { z } from 'zod';
import { documented } from '../openapi/route-doc.ts';

const healthSchema = z.object({
  ok: z.boolean(),
  elapsed_ms: z.number().optional(),
  reason: z.enum(['disk_full', 'shard_down', 'wal_retained']).optional(),
  message: z.string().optional(),
  shards_down: z.array(z.number()).optional(),
});

const healthDoc = {
  tag: 'Service',
  summary: 'Whether the app and its sync service answer',
  description: 'Answers 503 with the same shape when they do not (docs/operations.md).',
  public: true,
  response: healthSchema,
  otherResponses: { 503: { description: 'Not ready: the body says why', schema: healthSchema } },
};

/** GET /health: ok once Postgres and zero-cache both answer, so that 'ready' on the
 * landing page means sign-in and live sync work; the client reads ok and the time. When
 * it is not ok for a reason the operator can act on, `reason` and `message` say which
 * (docs/operations.md, "What an operator sees"). */
export function healthRoutes(deps: AppDeps, zeroCacheUrls: readonly string[]) {
  return new Hono<AppEnv>().get('/health', documented(healthDoc), async (c) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    if (await diskFull(deps.env)) {
      const message = errorMessages[ErrorCode.DISK_FULL];
      return c.json({ ok: false, reason: 'disk_full', message, elapsed_ms: elapsed() }, 503);
    }
    try {
      await pingDatabase(deps.sql);
      // Every shard's zero-cache (docs/shards.md): one down is a fault of its families.
      const down = await shardsDown(zeroCacheUrls);
      if (down.length > 0) {
        const message = `zero-cache of shard ${down.join(', ')} does not answer`;
        return c.json({ ok: false, reason: 'shard_down', shards_down: down, message }, 503);
      }
      const retaining = await slotsRetainingWal(deps.sql, walWarnBytes(deps.env));
      if (retaining.length > 0) {
        const message = retaining.map(describeRetainedWal).join('; ');
        return c.json({ ok: false, reason: 'wal_retained', message, elapsed_ms: elapsed() }, 503);
      }
      return c.json({ ok: true, elapsed_ms: elapsed() });
    } catch {
      return c.json({ ok: false, elapsed_ms: elapsed() }, 503);
    }
  });
}
