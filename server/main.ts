// `npm start`: builds the client if needed, starts the whole stack, prints the address.
import { ensureClientBuilt } from './build-client.ts';
import { surviveWritesAfterClose } from './db/postgres-write-after-close.ts';
import { EnvError, parseEnv } from './env.ts';
import { startStack } from './stack.ts';
import { startupNotes } from './startup-notes.ts';

async function main() {
  surviveWritesAfterClose();
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
  if (!dev) await ensureClientBuilt(env.CLIENT_DIST_DIR);
  const stack = await startStack(env, { serveClient: !dev });
  for (const note of startupNotes(env)) console.log(note);
  console.log(dev ? `API ready on ${stack.url}` : `Family Dinner Planner is ready: ${stack.url}`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
