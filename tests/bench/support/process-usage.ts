// CPU and memory of the processes a bench started, and only those: a process and all its
// descendants (/proc/<pid>/task/<tid>/children), never every process of a name on the
// machine (other people's browsers and servers share it). CPU is counted per process,
// from its own start or the first sample, so a process that ends between two samples can
// no longer make the difference negative. Linux only.
import { readdirSync, readFileSync } from 'node:fs';

const TICK = 100; // Linux clock ticks per second, for /proc/<pid>/stat

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // gone, or not ours to read
  }
}

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  const seen: number[] = [];
  const visit = (pid: number) => {
    if (seen.includes(pid)) return;
    seen.push(pid);
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      return; // gone
    }
    for (const tid of tasks)
      for (const child of (read(`/proc/${pid}/task/${tid}/children`) ?? '').split(/\s+/))
        if (child) visit(Number(child));
  };
  visit(root);
  return seen.filter((pid) => read(`/proc/${pid}/stat`) !== null);
}

export type Sample = Map<number, { cpuSeconds: number; rssMB: number; pssMB: number }>;

/** CPU time so far and memory of each process; PSS shares a shared page among its users. */
export function sample(pids: readonly number[]): Sample {
  const result: Sample = new Map();
  for (const pid of pids) {
    const stat = read(`/proc/${pid}/stat`);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    const rssMB = (Number(fields[21]) * 4096) / 2 ** 20;
    const pss = /^Pss:\s+(\d+) kB/m.exec(read(`/proc/${pid}/smaps_rollup`) ?? '');
    result.set(pid, {
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICK, // utime + stime
      rssMB,
      pssMB: pss ? Number(pss[1]) / 1024 : rssMB,
    });
  }
  return result;
}

/** Percent of one core the processes of `after` used since `before`, over `seconds`. */
export function cpuPercent(before: Sample, after: Sample, seconds: number): number {
  let used = 0;
  for (const [pid, now] of after) used += now.cpuSeconds - (before.get(pid)?.cpuSeconds ?? 0);
  return (used / seconds) * 100;
}

export function memory(s: Sample): { rssMB: number; pssMB: number } {
  let rssMB = 0;
  let pssMB = 0;
  for (const usage of s.values()) {
    rssMB += usage.rssMB;
    pssMB += usage.pssMB;
  }
  return { rssMB, pssMB };
}
