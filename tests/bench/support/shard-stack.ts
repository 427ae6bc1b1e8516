// The app of bench:shards as `npm start` runs it (server/main.ts in its own process) with
// SHARDS zero-caches, and the CPU of each of its parts: the app server, the embedded
// Postgres (its walsenders, one per shard's replication slot, among its processes) and
// each shard's zero-cache apart, found by its replica file (zero-cache-leftovers.ts).
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from '#server/db/connect.ts';
import { embeddedPostgresUrl } from '#server/db/embedded-postgres.ts';
import { parseEnv } from '#server/env.ts';
import { zeroReplicaFile } from '#server/stack/stack.ts';
import { zeroCachePids } from '#server/stack/zero-cache-leftovers.ts';
import { appEnv, startAppProcess, stopAppProcess, type Ports } from '../../support/app-process.ts';
import { processTree, sample, type Sample } from './process-usage.ts';

export type Usage = { app: Sample; postgres: Sample; zeroCaches: Sample[]; at: number };

export type ShardStack = Awaited<ReturnType<typeof startShardStack>>;

export async function startShardStack(ports: Ports, shards: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fdp-shards-'));
  await chmod(dataDir, 0o755); // the embedded Postgres reads it as its own user
  const env = { SHARDS: String(shards) };
  const replicaFiles = Array.from({ length: shards }, (_, shard) =>
    zeroReplicaFile(parseEnv({ ...appEnv(ports, dataDir), ...env }), shard),
  );
  let app;
  try {
    // Each shard's zero-cache starts after the one before (server/stack/stack.ts).
    app = await startAppProcess(ports, dataDir, { env, readyMs: 180_000 + 45_000 * shards });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const sql = connect(await embeddedPostgresUrl(dataDir, ports.postgres));

  const measure = (): Usage => {
    const tree = processTree(app.child.pid!);
    const postmaster = Number(
      readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0],
    );
    const postgres = processTree(postmaster);
    const zero = replicaFiles.map((file) => new Set(zeroCachePids(file)));
    const inZero = (pid: number) => zero.some((pids) => pids.has(pid));
    return {
      app: sample(tree.filter((pid) => !inZero(pid) && !postgres.includes(pid))),
      postgres: sample(postgres),
      zeroCaches: zero.map((pids) => sample([...pids])),
      at: performance.now(),
    };
  };

  return {
    url: app.url,
    /** What the app (and its zero-caches) printed, to tell why a run stalled. */
    output: () => app.output(),
    sql,
    measure,
    /** The walsenders Postgres runs: one per connected replication slot. */
    async walsenders(): Promise<number> {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_replication`;
      return row?.n ?? 0;
    },
    async stop() {
      await sql.end({ timeout: 2 });
      await stopAppProcess(app);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
