// A full disk, as the operator should hear of it (docs/operations.md, "What an operator
// sees"): writes answer 503 "The server is out of disk space" instead of "Something went
// wrong", /health says why, and the log has one line a minute, not a stack trace a write.
import { statfs } from 'node:fs/promises';

// Postgres refuses a write with SQLSTATE 53100 (disk_full); Node's file calls fail ENOSPC.
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC']);
// Below this, Postgres cannot start a new 16 MB write-ahead log segment.
const LOW_SPACE_BYTES = 16 * 1024 * 1024;
// A refused write counts for this long (a DATABASE_URL on another disk has no statfs here).
const RECENT_MS = 30_000;
const LOG_EVERY_MS = 60_000;

let lastRefusedAt = 0;
let lastLoggedAt = 0;
let refusedSinceLog = 0;

/** Whether an error, or one it wraps, is a full disk. */
export function isDiskFull(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Notes a write refused for want of space; logs one line a minute at most. */
export function noteDiskFull(log: (line: string) => void = console.error): void {
  lastRefusedAt = Date.now();
  refusedSinceLog += 1;
  if (lastRefusedAt - lastLoggedAt < LOG_EVERY_MS) return;
  log(
    `The server is out of disk space: ${refusedSinceLog} write(s) refused since the last note. Free space on the disk of DATA_DIR (or the database's).`,
  );
  lastLoggedAt = lastRefusedAt;
  refusedSinceLog = 0;
}

/** Whether the disk of `folder` is (nearly) full, or a write was just refused for it. */
export async function diskFull(folder: string): Promise<boolean> {
  if (Date.now() - lastRefusedAt < RECENT_MS) return true;
  return lowOnSpace(folder);
}

export async function lowOnSpace(folder: string): Promise<boolean> {
  try {
    const stats = await statfs(folder);
    return stats.bavail * stats.bsize < LOW_SPACE_BYTES;
  } catch {
    return false; // no such folder (yet): nothing to say
  }
}
