// A shard's zero-cache down keeps its replication slot, and Postgres keeps every WAL
// segment since: /api/health and the operator's log say so before the disk fills
// (docs/shards.md, "A shard down"). A slot nothing reads, and WAL written past it.
import { afterAll, describe, expect, it } from 'vitest';
import { createAppDeps } from '#server/app-deps.ts';
import { createApp } from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { slotsRetainingWal, watchRetainedWal } from '#server/shards/shard-health.ts';
import { INTEGRATION_PORTS } from '../support/ports.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();
const SLOT = 'zero_99_down_shard';

afterAll(async () => {
  await sql`SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots
             WHERE slot_name = ${SLOT}`;
});

describe('a replication slot that nothing reads', () => {
  it('is named by /api/health and the log once it holds more WAL than allowed', async () => {
    await sql`SELECT pg_create_logical_replication_slot(${SLOT}, 'pgoutput')`;
    const ours = async () =>
      (await slotsRetainingWal(sql, 1024 * 1024)).filter((slot) => slot.slot === SLOT);
    expect(await ours()).toEqual([]);
    // About 3 MB of WAL past the slot.
    await sql`CREATE TABLE IF NOT EXISTS private.wal_filler (line text)`;
    await sql`INSERT INTO private.wal_filler SELECT repeat('x', 1000) FROM generate_series(1, 3000)`;
    await sql`DROP TABLE private.wal_filler`;

    const [held] = await ours();
    expect(held).toMatchObject({ slot: SLOT, active: false });

    const said: string[] = [];
    const stop = watchRetainedWal(sql, (line) => said.push(line), 1024 * 1024, 50);
    const lines = () => said.filter((line) => line.includes(SLOT));
    await expect.poll(() => lines().length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stop();
    // Said once, not on every check.
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatch(
      new RegExp(`replication slot ${SLOT} holds \\d+ MB of WAL and nothing reads it`),
    );

    const env = parseEnv({ NODE_ENV: 'test', WAL_RETAINED_WARN_MB: '1' });
    const app = createApp(
      createAppDeps(env, sql, () => {}),
      {
        zeroCacheUrls: [`http://127.0.0.1:${INTEGRATION_PORTS.zero}`],
        serveClient: false,
      },
    );
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    const body = (await health.json()) as { reason: string; message: string };
    expect(body.reason).toBe('wal_retained');
    expect(body.message).toContain(SLOT);
  });
});
