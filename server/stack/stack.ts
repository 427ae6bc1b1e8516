// Starts everything `npm start` runs, in order, and stops it in reverse: Postgres
// (embedded unless DATABASE_URL), migrations, the HTTP server, then zero-cache.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import path from 'node:path';
import { issueFirstFamilyLink, firstFamilyUrl } from '../access/first-family-link.ts';
import { createAppDeps } from '../app-deps.ts';
import { createApp } from '../app.ts';
import { startBackgroundCalendarSync } from '../calendar/background-sync.ts';
import { changeStreamerSocketPath } from './change-streamer-socket.ts';
import { connect } from '../db/connect.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';
import { publicUrl, type Env } from '../env.ts';
import { createLiveSyncSockets } from '../http/live-sync-sockets.ts';
import { keepSpaceReserve } from '../http/space-reserve.ts';
import { makeDataDirPrivate } from './private-data-dir.ts';
import { attachSyncProxy } from '../http/sync-proxy.ts';
import { devOutboxKey } from '../mail/dev-outbox-key.ts';
import { devOutboxEnabled } from '../mail/dev-outbox-routes.ts';
import { scheduleInvitationExpiry } from '../invitations/expire-invitations.ts';
import { startZeroCache } from './zero-cache-process.ts';
import { startReminderQueue } from '../reminders/reminder-queue.ts';
import { ensureShards } from '../shards/add-shard.ts';
import { walWarnBytes, watchRetainedWal } from '../shards/shard-health.ts';
import { runsOwnZeroCaches, zeroCachePortOf, zeroCacheUrls } from '../shards/shard-urls.ts';

const KEEP_ALIVE_MS = 65_000;

export type Stack = { url: string; databaseUrl: string; stop: () => Promise<void> };
export type StackOptions = { serveClient?: boolean; log?: (line: string) => void };

/**
 * Where a shard's zero-cache keeps its replica (and how its processes are found, see
 * zero-cache-leftovers.ts). Shard 0's is the one file there was before shards.
 */
export function zeroReplicaFile(env: Env, shard = 0): string {
  const first = env.ZERO_REPLICA_FILE ?? path.resolve(env.DATA_DIR, 'zero-replica.db');
  return shard === 0 ? first : first.replace(/(\.db)?$/, `-shard-${shard}$1`);
}

export async function startStack(env: Env, options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error) => log(String(error)));
  };
  try {
    await makeDataDirPrivate(env.DATA_DIR, { embeddedPostgres: !env.DATABASE_URL });
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      const reserve = env.SPACE_RESERVE_MB * 1024 * 1024;
      stops.push(await keepSpaceReserve(env.DATA_DIR, reserve, log));
      const pg = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT, () => {}, log);
      stops.push(pg.stop);
      databaseUrl = pg.url;
    }
    const sql = connect(databaseUrl);
    stops.push(() => sql.end({ timeout: 2 }));
    const ran = await migrate(sql);
    if (ran.length) log(`Applied migrations: ${ran.join(', ')}`);

    // Shards 0 … SHARDS-1 exist (each its row and publication); more may have been added.
    const urls = zeroCacheUrls(env);
    await ensureShards(sql, urls);
    const deps = createAppDeps(env, sql, log);
    stops.push(await deps.sessions.followCallerChanges());
    stops.push(await deps.shards.follow());
    stops.push(watchRetainedWal(sql, log, walWarnBytes(env)));
    stops.push(() => deps.mailer.flush());
    stops.push(scheduleInvitationExpiry(sql, log));
    const app = createApp(deps, {
      zeroCacheUrls: urls,
      serveClient: options.serveClient ?? true,
    });
    const server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () =>
        resolve(s as Server),
      );
    });
    // Node closes an idle kept-alive connection after 5 s, and a client that sends its next
    // request on it just then gets ECONNRESET (clients without a retry, and proxies, see it
    // as a failed request). Idle connections are kept longer than a proxy's usual 60 s.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    attachSyncProxy(server, new URL(publicUrl(env)).origin, {
      shards: deps.shards,
      sessions: deps.sessions,
      live: createLiveSyncSockets(sql, deps.sessions.ttlMs),
    });
    if (devOutboxEnabled(env, deps.mailer.mode)) {
      // Only the operator sees this line: the outbox's key is the way in.
      const key = devOutboxKey(env);
      log(`Development outbox: ${publicUrl(env)}/api/dev/outbox?key=${key}`);
      log(`(text messages of the signed-in member: /api/dev/sms-outbox?key=${key})`);
    }
    const firstFamily = await issueFirstFamilyLink(sql, env);
    if (firstFamily) {
      // Only the operator sees this line: with sign-up invitation-only, it is the way in.
      log(`No family yet. Create the first family with this one-time link (it works once):`);
      log(`  ${firstFamilyUrl(env, firstFamily)}`);
    }
    stops.push(startBackgroundCalendarSync(deps));
    if (env.REMINDER_SCAN_INTERVAL_SECONDS > 0) {
      const reminders = await startReminderQueue({
        sql,
        databaseUrl,
        baseUrl: publicUrl(env),
        sms: deps.sms,
        mailer: deps.mailer,
        scanIntervalSeconds: env.REMINDER_SCAN_INTERVAL_SECONDS,
        log,
      });
      stops.push(reminders.stop);
    }
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );

    if (runsOwnZeroCaches(env)) {
      const adminPassword = env.ZERO_ADMIN_PASSWORD ?? crypto.randomUUID();
      // One after another: each first start copies its shard's rows, and on two cores
      // starting them together only makes each slower.
      for (let shard = 0; shard < env.SHARDS; shard += 1) {
        const zeroCache = await startZeroCache(
          {
            upstreamDb: databaseUrl,
            replicaFile: zeroReplicaFile(env, shard),
            port: zeroCachePortOf(env, shard),
            apiBaseUrl: `http://127.0.0.1:${env.PORT}`,
            adminPassword,
            logLevel: env.ZERO_LOG_LEVEL,
            changeStreamerSocket: changeStreamerSocketPath(env.DATA_DIR, shard),
            shard,
          },
          (line) => log(env.SHARDS > 1 ? `[zero-cache ${shard}] ${line}` : `[zero-cache] ${line}`),
        );
        stops.push(zeroCache.stop);
      }
    }
    return { url: publicUrl(env), databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
