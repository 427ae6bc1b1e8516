// A full disk, as the operator should hear of it (docs/operations.md, "What an operator
// sees"): writes answer 503 "The server is out of disk space" instead of "Something went
// wrong", /health says why while it is so, and the log counts every refused write in at
// most one line a minute, not a stack trace a write.
import { statfs } from 'node:fs/promises';

// Postgres refuses a write with SQLSTATE 53100 (disk_full); Node's file calls fail ENOSPC.
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC']);
// Below this, Postgres cannot start a new 16 MB write-ahead log segment.
export const LOW_SPACE_BYTES = 16 * 1024 * 1024;
// A database elsewhere (DATABASE_URL) is on a disk we cannot look at: a write it refused
// stands for "full" this long.
const RECENT_MS = 30_000;
const NOTE_EVERY_MS = 60_000;

let lastRefusedAt = 0;
// When the disk itself last refused a write (Postgres's 53100, ENOSPC), as opposed to the
// app refusing it up front: the poller looks once a second, and can see room that the
// database's next log segment does not have.
let lastDiskSaidNoAt = 0;
const DISK_SAID_NO_MS = 3_000;
// With the embedded Postgres, whether writes are refused for want of space, as the space
// reserve's poller (space-reserve.ts) last saw the disk; null where nothing watches it.
let refusingForSpace: boolean | null = null;
let lastNoteAt = -Infinity;
let refusedSinceNote = 0;
let refusedInAll = 0;
let noteTimer: ReturnType<typeof setTimeout> | undefined;

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

/** The disk itself refused a write just now (not the app, up front). */
export function noteDiskSaidNo(): void {
  lastDiskSaidNoAt = Date.now();
}

/**
 * Counts `count` writes refused for want of space. The first is told at once; the ones
 * after it in the note a minute after the last, so that every one is in the log.
 */
export function noteDiskFull(count = 1, log: (line: string) => void = console.error): void {
  lastRefusedAt = Date.now();
  refusedSinceNote += count;
  refusedInAll += count;
  const wait = lastNoteAt + NOTE_EVERY_MS - lastRefusedAt;
  if (wait <= 0) writeNote(log);
  else noteTimer ??= setTimeout(() => writeNote(log), wait).unref();
}

function writeNote(log: (line: string) => void) {
  clearTimeout(noteTimer);
  noteTimer = undefined;
  const since =
    refusedSinceNote === refusedInAll ? '' : ` since the last note (${refusedInAll} in all)`;
  log(
    `The server is out of disk space: ${refusedSinceNote} write(s) refused${since}. Free space on the disk of DATA_DIR (or the database's).`,
  );
  lastNoteAt = Date.now();
  refusedSinceNote = 0;
}

/** Set by the space reserve's poller only (space-reserve.ts); null: no longer watched. */
export function setWritesRefusedForSpace(refusing: boolean | null): void {
  refusingForSpace = refusing;
}

/**
 * Whether every write is to be refused before it reaches the database: a read of the flag
 * the poller keeps, cheap enough for each request. Never with DATABASE_URL (not watched).
 */
export function writesRefusedForSpace(): boolean {
  return refusingForSpace === true;
}

/**
 * Whether the disk is (nearly) full now. With the embedded Postgres, as the space
 * reserve's poller says (its freed reserve leaves room on the disk while writes are
 * refused); else the disk of DATA_DIR (photos) says so, or, with DATABASE_URL, a write
 * that database refused is recent.
 */
export async function diskFull(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<boolean> {
  // The disk refused a write a moment ago: full, whatever the poller last saw (health
  // said "shard_down" then, zero-cache having stopped on the same full disk).
  if (Date.now() - lastDiskSaidNoAt < DISK_SAID_NO_MS) return true;
  if (refusingForSpace !== null) return refusingForSpace;
  if (await lowOnSpace(env.DATA_DIR)) return true;
  return !!env.DATABASE_URL && Date.now() - lastRefusedAt < RECENT_MS;
}

export async function lowOnSpace(folder: string): Promise<boolean> {
  const free = await freeSpace(folder);
  return free !== null && free < LOW_SPACE_BYTES;
}

/** The bytes free on `folder`'s disk; null when there is no such folder (yet). */
export async function freeSpace(folder: string): Promise<number | null> {
  try {
    const stats = await statfs(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}
