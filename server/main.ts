// `npm start`: builds the client if needed, takes the data folder, and runs the app server
// (server/app-server.ts: Postgres, HTTP, zero-cache) as a child it starts again if it dies.
// Everything it starts ends with it, however it ends (docs/operations.md, "What an
// operator sees").
import path from 'node:path';
import { ensureClientBuilt } from './instance/build-client.ts';
import { EnvError, parseEnv, publicUrl } from './env.ts';
import { superviseAppServer } from './instance/app-server-supervisor.ts';
import { acquireInstanceLock, alreadyRunning } from './instance/instance-lock.ts';
import { watchLauncher } from './instance/launcher-watch.ts';
import { startupNotes } from './instance/startup-notes.ts';

async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const dev = process.argv.includes('--dev');
  const taken = await acquireInstanceLock(env.DATA_DIR, publicUrl(env));
  if ('heldBy' in taken) {
    console.error(alreadyRunning(taken.heldBy));
    process.exit(1);
  }
  const { lock } = taken;
  // The app server and zero-cache's processes load faster from compiled code kept on
  // disk: a restart after a crash is that much shorter (server/stack/zero-cache-process.ts).
  process.env.NODE_COMPILE_CACHE ??= path.resolve(env.DATA_DIR, 'cache', 'node');

  let stopping = false;
  let supervisor: ReturnType<typeof superviseAppServer> | null = null;
  const shutdown = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping...');
    await supervisor?.stop();
    lock.release();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGHUP', () => void shutdown());
  watchLauncher(() => {
    console.log('npm start was ended; stopping');
    void shutdown();
  });

  try {
    if (!dev) await ensureClientBuilt(env.CLIENT_DIST_DIR);
    supervisor = superviseAppServer({
      args: dev ? ['--dev'] : [],
      log: (line) => console.log(line),
      onStart: (pid) => lock.setAppServer(pid),
    });
    const url = await supervisor.ready;
    for (const note of startupNotes(env)) console.log(note);
    console.log(dev ? `API ready on ${url}` : `Family Dinner Planner is ready: ${url}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

void main();
