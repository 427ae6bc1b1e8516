// Starts a child again when it dies without being asked to (a crash, kill -9), trying
// until it is back, a little slower each time. Used for the embedded Postgres: a new
// postmaster on the same data folder replays its write-ahead log, so every committed
// transaction is there again, and the app's connections and zero-cache reconnect to it.
import type { ChildProcess } from 'node:child_process';

const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 5_000;

export type KeepRunning = { stop: () => void };

export function keepRunning(options: {
  /** The child running now (it may change after each restart). */
  current: () => ChildProcess | undefined;
  restart: () => Promise<void>;
  name: string;
  log: (line: string) => void;
}): KeepRunning {
  let stopping = false;

  const restartUntilBack = async () => {
    let delay = FIRST_DELAY_MS;
    for (let attempt = 1; !stopping; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        await options.restart();
        options.log(`${options.name} is running again`);
        watch();
        return;
      } catch (error) {
        // The old one's processes may still be winding down (Postgres refuses a data
        // folder whose shared memory is still attached): try again.
        if (attempt % 10 === 0) options.log(`${options.name} not back yet: ${String(error)}`);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      }
    }
  };

  const watch = () => {
    const child = options.current();
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      void restartUntilBack();
      return;
    }
    child.once('exit', (code, signal) => {
      if (stopping) return;
      options.log(`${options.name} exited (${signal ?? code}); starting it again`);
      void restartUntilBack();
    });
  };

  watch();
  return {
    stop: () => {
      stopping = true;
    },
  };
}

/** Whether the child is still running (not exited, not killed). */
export function isRunning(child: ChildProcess | undefined): child is ChildProcess {
  return !!child && child.exitCode === null && child.signalCode === null;
}
