// The processes of a stack a bench started with startAppProcess, part by part, each within
// the trees this bench started (never every process of a name on the machine): the app
// (the leader and its app server), zero-cache, Postgres, and the Chromium that Playwright
// launched from this process.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zeroCachePids } from '#server/stack/zero-cache-leftovers.ts';
import { processTree } from './process-usage.ts';

export type StackProcesses = {
  app: number[];
  zeroCache: number[];
  postgres: number[];
  chromium: number[];
};

export function stackProcesses(appPid: number, dataDir: string): StackProcesses {
  const all = processTree(appPid);
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0],
  );
  const postgres = processTree(postmaster);
  const zero = new Set(zeroCachePids(path.resolve(dataDir, 'zero-replica.db')));
  const chromium = processTree(process.pid).filter((pid) => {
    try {
      return /chrom/i.test(readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0')[0]!);
    } catch {
      return false; // gone
    }
  });
  return {
    app: all.filter((pid) => !zero.has(pid) && !postgres.includes(pid)),
    zeroCache: all.filter((pid) => zero.has(pid)),
    postgres,
    chromium,
  };
}
