// `npm start` supervises the app server it starts (server/app-server.ts): if it dies
// without being asked to (a crash, kill -9, the OOM killer), it is started again, sooner
// after a long run than after a quick crash (docs/operations.md, "What an operator sees").
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nextDelay } from './restart-delay.ts';

export type AppServerSupervisor = {
  /** Resolves with the address once the first app server is ready; rejects if it fails. */
  ready: Promise<string>;
  stop: () => Promise<void>;
};

type Options = {
  args: string[];
  log: (line: string) => void;
  /** Each new app server's pid (for the instance lock). */
  onStart: (pid: number) => void;
};

const STOP_WAIT_MS = 9_000;

export function superviseAppServer({ args, log, onStart }: Options): AppServerSupervisor {
  const script = fileURLToPath(new URL('../app-server.ts', import.meta.url));
  let child: ChildProcess | null = null;
  let stopping = false;
  let delay = 0;
  let startedAt = 0;
  let everReady = false;

  const ready = new Promise<string>((resolve, reject) => {
    const start = () => {
      startedAt = Date.now();
      // The IPC channel is the pipe that tells the app server we are gone (kill -9 too).
      // In a process group of its own, Ctrl-C in the terminal reaches only us: we stop the
      // app server in order (Postgres last), instead of Postgres stopping under it.
      const running = fork(script, args, {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        detached: true,
      });
      child = running;
      if (running.pid) onStart(running.pid);
      running.on('message', (message: { type?: string; url?: string }) => {
        if (message?.type !== 'ready' || !message.url) return;
        if (everReady) log('App server is running again');
        everReady = true;
        resolve(message.url);
      });
      running.once('exit', (code, signal) => {
        if (stopping) return;
        // A failing first start (a port in use, a bad setting) is the operator's to fix.
        if (!everReady)
          return reject(new Error(`The app server did not start (${signal ?? code}).`));
        delay = nextDelay(delay, Date.now() - startedAt);
        log(`App server exited (${signal ?? code}); starting it again in ${delay / 1000} s`);
        setTimeout(() => !stopping && start(), delay);
      });
    };
    start();
  });

  return {
    ready,
    stop: async () => {
      stopping = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => running.kill('SIGKILL'), STOP_WAIT_MS);
        running.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        // Closing the channel is the same "stop" the app server gets if we die.
        if (running.connected) running.disconnect();
        else running.kill('SIGTERM');
      });
    },
  };
}
