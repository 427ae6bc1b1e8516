import { endZeroCacheProcesses } from './zero-cache-leftovers.ts';

// Runs zero-cache inside a process that ends when its parent does: the parent holds
// our stdin, and a closed stdin means the parent is gone (even if it was SIGKILLed),
// so zero-cache is told to shut down instead of being left behind.
const [cliPath] = process.argv.splice(2, 1);
if (!cliPath) throw new Error('usage: zero-cache-child.ts <path to zero-cache cli.js>');
// zero-cache reads its own options from argv, so ours was taken out above.

// Orphaned, nobody waits for a graceful drain: if it takes longer than this, zero-cache
// and its workers are ended, so that no port stays taken (see zero-cache-leftovers.ts).
const ORPHAN_GRACE_MS = 5_000;
process.stdin.on('end', () => {
  setTimeout(() => {
    const replicaFile = process.env.ZERO_REPLICA_FILE;
    if (replicaFile) void endZeroCacheProcesses(replicaFile, 0).finally(() => process.exit(1));
    else process.exit(1);
  }, ORPHAN_GRACE_MS);
  // At once, without zero-cache's drain (see stop() in zero-cache-process.ts).
  process.kill(process.pid, 'SIGQUIT');
});
process.stdin.resume();
// The pipe must not keep us alive by itself once zero-cache has shut down.
(process.stdin as typeof process.stdin & { unref?: () => void }).unref?.();

await import(cliPath);
