// The app server that `npm start` (server/main.ts) runs as its child and starts again if
// it dies: Postgres, migrations, the HTTP server and zero-cache (server/stack/stack.ts). It tells
// its parent when it is ready, over the IPC channel, and stops when that channel closes:
// the channel is a pipe, so it closes however the parent died, kill -9 included.
import { surviveWritesAfterClose } from './db/postgres-write-after-close.ts';
import { parseEnv } from './env.ts';
import { startStack, zeroReplicaFile, type Stack } from './stack/stack.ts';
import { endZeroCacheProcesses } from './stack/zero-cache-leftovers.ts';

// A stop that hangs (zero-cache draining, a Postgres that does not answer) must not
// outlive the parent for long: docs/operations.md promises every part gone within 10 s of
// the leader's death. Past this, zero-cache is killed and we exit; Postgres's watchdog
// then gives it a fast shutdown, which keeps every committed transaction.
const STOP_LIMIT_MS = 6_000;

surviveWritesAfterClose();
const env = parseEnv(process.env);
let stack: Stack | null = null;
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    const shards = Array.from({ length: env.SHARDS }, (_, shard) => zeroReplicaFile(env, shard));
    void Promise.all(shards.map((file) => endZeroCacheProcesses(file, 0))).finally(() =>
      process.exit(code),
    );
  }, STOP_LIMIT_MS).unref();
  await stack?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('disconnect', () => void stop(0));

try {
  stack = await startStack(env, { serveClient: !process.argv.includes('--dev') });
  if (stopping) await stack.stop();
  else process.send?.({ type: 'ready', url: stack.url });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await stop(1);
}
