// One `npm start` per data folder (docs/operations.md, "What an operator sees"): a second
// start on a live folder would stop the first one's Postgres and then fail on its port.
// DATA_DIR/instance.lock holds the pid and address of the `npm start` that owns the
// folder, and the pid of its app server; it counts only while that process lives.
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const LOCK_FILE = 'instance.lock';

const holderSchema = z.object({
  pid: z.number().int().positive(),
  url: z.string(),
  appServerPid: z.number().int().positive().optional(),
});
export type LockHolder = z.infer<typeof holderSchema>;

export type InstanceLock = {
  /** Records the pid of the current app server, so that a later start can wait for it. */
  setAppServer: (pid: number) => void;
  release: () => void;
};

export type LockOutcome = { lock: InstanceLock } | { heldBy: LockHolder };

/** The one line a second start prints before it exits. */
export function alreadyRunning(holder: LockHolder): string {
  return `Family Dinner Planner is already running on this data folder (pid ${holder.pid}, ${holder.url}).`;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` is a live process of this app running `script` (after a reboot or in a
 * new container, the pid may be another program's).
 */
function isOurs(pid: number, script: RegExp): boolean {
  if (!isAlive(pid)) return false;
  try {
    return script.test(readFileSync(`/proc/${pid}/cmdline`, 'latin1'));
  } catch {
    return true; // no /proc (not Linux): a live pid is taken at its word
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    return holderSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null; // half written or damaged: nobody holds it
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

/**
 * Takes the data folder for this process, or says who holds it. A lock left by a start
 * that died (kill -9) is taken over once that start's app server has ended: it ends by
 * itself when its leader dies, within seconds, and is stopped if it lingers.
 */
export async function acquireInstanceLock(dataDir: string, url: string): Promise<LockOutcome> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isOurs(holder.pid, /main\.ts|dev\.ts/))
        return { heldBy: holder };
      if (holder?.appServerPid && isOurs(holder.appServerPid, /app-server\.ts/)) {
        if (!(await waitForExit(holder.appServerPid, 15_000))) {
          process.kill(holder.appServerPid, 'SIGKILL');
          await waitForExit(holder.appServerPid, 5_000);
        }
      }
      rmSync(file, { force: true });
      continue;
    }
    let holder: LockHolder = { pid: process.pid, url };
    const write = () => writeFileSync(file, `${JSON.stringify(holder)}\n`);
    writeFileSync(fd, `${JSON.stringify(holder)}\n`);
    closeSync(fd);
    return {
      lock: {
        setAppServer: (pid) => {
          holder = { ...holder, appServerPid: pid };
          // Only a help to the next start: on a full disk the restart goes on without it.
          try {
            write();
          } catch {
            // the lock keeps the leader's pid, which is what counts
          }
        },
        release: () => {
          // Only our own lock: never one a later start has taken over.
          if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      },
    };
  }
  throw new Error(`Could not take ${file}; remove it if no npm start is running.`);
}
