// bench:scale counts the processes it started and no others (it once counted every
// Chromium on the machine, and printed negative CPU when one of them ended mid-run).
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuPercent, processTree, sample } from '../../bench/support/process-usage.ts';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** A process that spins for `ms` and prints the pid of a spinning child of its own. */
function spinner(ms: number, withChild: boolean): ChildProcess {
  const spin = `const end = Date.now() + ${ms}; while (Date.now() < end);`;
  const script = withChild
    ? `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(spin)}], { stdio: 'ignore' }); console.log(c.pid); ${spin}`
    : spin;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  started.push(child);
  return child;
}

const firstLine = (child: ChildProcess) =>
  new Promise<number>((resolve) =>
    child.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
  );

describe('process usage of a bench', () => {
  it('holds a process and its descendants, not a process beside it', async () => {
    const parent = spinner(3_000, true);
    const grandchild = await firstLine(parent);
    const stranger = spinner(3_000, false);
    const tree = processTree(parent.pid!);
    expect(tree).toContain(parent.pid);
    expect(tree).toContain(grandchild);
    expect(tree).not.toContain(stranger.pid);
    expect(tree).not.toContain(process.pid);
  });

  it('never counts negative CPU when a process ends between two samples', async () => {
    // One process spins and ends after the first sample; the other sleeps throughout. The
    // old sum of the processes alive at each sample went down by the ended one's time.
    const short = spinner(800, false);
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)']);
    started.push(sleeper);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = sample([short.pid!, sleeper.pid!]);
    expect(before.get(short.pid!)!.cpuSeconds).toBeGreaterThan(0);
    await new Promise((resolve) => short.once('exit', resolve));
    const after = sample([short.pid!, sleeper.pid!]);
    expect(after.has(short.pid!)).toBe(false);
    expect(cpuPercent(before, after, 1)).toBeGreaterThanOrEqual(0);
  });
});
