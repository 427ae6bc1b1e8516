// zero-cache forks its workers (change-streamer, replicator, syncers) into process groups
// of their own, so they outlive a zero-cache that is killed -9 and go on holding its
// ports. They all carry the replica file in their environment: that is how the processes
// of one zero-cache are found, whoever their parent is now. Linux only (/proc); elsewhere
// nothing is found and nothing is ended.
import { readdirSync, readFileSync } from 'node:fs';

export function zeroCachePids(replicaFile: string): number[] {
  const marker = `ZERO_REPLICA_FILE=${replicaFile}\0`;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const environ = `${readFileSync(`/proc/${entry}/environ`, 'latin1')}\0`;
      // Only zero-cache's own processes (not, say, a Postgres started with the same env).
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      if (environ.includes(marker) && /zero-cache|@rocicorp\/zero/.test(cmdline)) pids.push(pid);
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

/** Ends every process of this replica's zero-cache: SIGTERM, then SIGKILL after graceMs. */
export async function endZeroCacheProcesses(replicaFile: string, graceMs: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    for (const pid of zeroCachePids(replicaFile)) {
      try {
        process.kill(pid, name);
      } catch {
        // already gone
      }
    }
  };
  if (graceMs > 0) {
    signal('SIGTERM');
    const deadline = Date.now() + graceMs;
    while (zeroCachePids(replicaFile).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signal('SIGKILL');
  const deadline = Date.now() + 5_000;
  while (zeroCachePids(replicaFile).length > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
}
