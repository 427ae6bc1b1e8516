// `npm start` runs `sh -c "node server/main.ts"`: killing npm with -9 leaves the shell
// and us running with nobody to stop us, and the next `npm start` then fails on our ports.
// npm gives its script no pipe that would close when it dies, so its pid is watched:
// when the npm that started us is gone, we stop as if told to. Linux only (/proc).
import { readFileSync } from 'node:fs';

// Often enough that the whole stack is gone well within 10 s of npm's death.
const POLL_MS = 500;

type Proc = { ppid: number; startTime: string };

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), startTime: fields[19] ?? '' };
  } catch {
    return null;
  }
}

function isNpm(pid: number): boolean {
  try {
    // npm sets its title ("npm start"), which replaces its argv in /proc.
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0');
    return /^npm( |$)/.test(cmdline[0] ?? '') || cmdline.some((part) => /npm-cli\.js$/.test(part));
  } catch {
    return false;
  }
}

/** The npm process among our nearest ancestors, if npm started us. */
function findNpm(): { pid: number; startTime: string } | null {
  let pid = process.ppid;
  for (let depth = 0; depth < 4 && pid > 1; depth += 1) {
    const proc = readProc(pid);
    if (!proc) return null;
    if (isNpm(pid)) return { pid, startTime: proc.startTime };
    pid = proc.ppid;
  }
  return null;
}

/**
 * Calls `onGone` once when the npm that ran us has died. Does nothing when npm did not
 * start us (`node server/main.ts` in a container or a service manager).
 */
export function watchLauncher(onGone: () => void): () => void {
  if (!process.env.npm_lifecycle_event) return () => {};
  const npm = findNpm();
  if (!npm) return () => {};
  const timer = setInterval(() => {
    // The same pid with another start time is another process that took the number.
    if (readProc(npm.pid)?.startTime === npm.startTime) return;
    clearInterval(timer);
    onGone();
  }, POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
