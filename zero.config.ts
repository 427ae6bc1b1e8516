// zero-cache has no config file of its own: this is its environment, typed, in one place.
import { CHANGE_STREAMER_SOCKET_ENV } from './server/stack/change-streamer-socket.ts';
export type ZeroCacheSettings = {
  upstreamDb: string;
  replicaFile: string;
  port: number;
  /** Where zero-cache reaches our API (query and mutate endpoints). */
  apiBaseUrl: string;
  adminPassword: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** The Unix socket the change streamer is moved to (server/stack/change-streamer-socket.ts). */
  changeStreamerSocket?: string;
  /** The shard this zero-cache serves (docs/shards.md); 0 when there is one. */
  shard?: number;
};

/**
 * Each shard's publication: its families' rows only (a row filter on `shard`). Shard 0
 * keeps the name of the one publication that came before shards, so that an install of
 * one shard is not copied again. The same rule as `private.shard_publication` in SQL.
 */
export function shardPublication(shard: number): string {
  return shard === 0 ? 'zero_data' : `zero_data_${shard}`;
}

/**
 * Memory of zero-cache's processes (a supervisor, the dispatcher, the change-streamer,
 * replicator, reaper and one sync worker per core but one: six Node processes on two
 * cores), measured with bench:scale on 2026-11-27 (docs/performance.md, Capacity):
 * - V8's young generation: each process may grow it to 16 MB per semi-space by default
 *   and keeps it. At 4 MB zero-cache's PSS with 10 families fell from 702-710 MB to
 *   ~480 MB at the same CPU; at 2 MB it fell a little further but used 4-5% more of a core.
 * - Postgres connections: each is a Postgres process. The CVR pool defaults to 30 (split
 *   among sync workers) and the change database's to 5; a family app needs far fewer.
 *   ZERO_UPSTREAM_MAX_CONNS is not set: with CRUD mutations off, no view-syncer opens one.
 * ZERO_NUM_SYNC_WORKERS stays Zero's default (cores - 1, one here): fewer would save ~85
 * MB a worker on a bigger host but queue every client group on fewer cores.
 */
export const ZERO_MEMORY_ENV = {
  ZERO_CVR_MAX_CONNS: '10',
  ZERO_CHANGE_MAX_CONNS: '2',
  NODE_OPTIONS: '--max-semi-space-size=4',
} as const;

export function zeroCacheEnv(settings: ZeroCacheSettings): Record<string, string> {
  return {
    ZERO_UPSTREAM_DB: settings.upstreamDb,
    ZERO_REPLICA_FILE: settings.replicaFile,
    ZERO_PORT: String(settings.port),
    ZERO_QUERY_URL: `${settings.apiBaseUrl}/api/zero/query`,
    ZERO_MUTATE_URL: `${settings.apiBaseUrl}/api/zero/mutate`,
    // The session cookie is how our endpoints know the caller.
    ZERO_QUERY_FORWARD_COOKIES: 'true',
    ZERO_MUTATE_FORWARD_COOKIES: 'true',
    ZERO_ADMIN_PASSWORD: settings.adminPassword,
    // Writes go only through our mutators, which check the family.
    ZERO_ENABLE_CRUD_MUTATIONS: 'false',
    // Only the family tables; sessions and password hashes live in the private schema.
    ZERO_APP_PUBLICATIONS: shardPublication(settings.shard ?? 0),
    // Its slot and its tables upstream (`zero_<shard>`: mutations, clients, its CVR).
    ZERO_APP_ID: 'zero',
    ZERO_SHARD_NUM: String(settings.shard ?? 0),
    ZERO_LOG_LEVEL: settings.logLevel,
    ZERO_ENABLE_TELEMETRY: 'false',
    DO_NOT_TRACK: '1',
    // Zero's default port for it, said aloud for the preload that moves it to the socket.
    ZERO_CHANGE_STREAMER_PORT: String(settings.port + 1),
    ...(settings.changeStreamerSocket
      ? { [CHANGE_STREAMER_SOCKET_ENV]: settings.changeStreamerSocket }
      : {}),
    ...ZERO_MEMORY_ENV,
    // Node options of whoever runs the app still reach zero-cache.
    NODE_OPTIONS: [process.env.NODE_OPTIONS, ZERO_MEMORY_ENV.NODE_OPTIONS]
      .filter(Boolean)
      .join(' '),
  };
}
