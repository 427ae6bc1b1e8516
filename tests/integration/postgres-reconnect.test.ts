// docs/operations.md, "What an operator sees": after Postgres restarts, the app server's
// connections come back without a word in the operator's log. postgres.js 3.4.7 set the
// reconnect timer of a connection that had been open to a moment already past (when the
// query that needs it came later than its back-off), and Node printed a three-line
// TimeoutNegativeWarning. Real embedded Postgres (the integration stack's), which ends
// every connection of the pool, as its restart does.
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect } from '#server/db/connect.ts';

const databaseUrl = inject('databaseUrl');
const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
afterAll(() => admin.end());

/** As many queries at once as the pool has connections: each on a connection of its own. */
async function onEveryConnection(sql: postgres.Sql): Promise<number[]> {
  const rows = await Promise.all(
    Array.from(
      { length: 10 },
      () => sql<[{ pid: number }]>`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`,
    ),
  );
  return rows.map(([row]) => row.pid);
}

describe("the app server's database connections", () => {
  it('come back after Postgres ended them all, without a Node warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => void warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    const sql = connect(databaseUrl);
    try {
      const pids = [...new Set(await onEveryConnection(sql))];
      expect(pids).toHaveLength(10);
      await admin`SELECT pg_terminate_backend(pid) FROM unnest(${pids}::int[]) AS pid`;
      // The next queries come later than the connections' back-off (10 ms at most).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await onEveryConnection(sql)).toHaveLength(10);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await sql.end();
    }
  });
});
