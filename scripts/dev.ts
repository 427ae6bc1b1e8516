// `npm run dev`: the same stack as `npm start`, with the client served by Vite's dev
// server (hot reload) that forwards /api and /sync to the app server.
import { createServer } from 'vite';
import { EnvError, parseEnv, publicUrl } from '#server/env.ts';
import { acquireInstanceLock, alreadyRunning } from '#server/instance/instance-lock.ts';
import { startStack } from '#server/stack/stack.ts';

const VITE_PORT = Number(process.env.VITE_PORT ?? 5173);

try {
  // Links in emails and Google's redirect must reach the address people open: Vite's.
  process.env.PUBLIC_URL ||= `http://localhost:${VITE_PORT}`;
  const env = parseEnv(process.env);
  process.env.API_URL = `http://127.0.0.1:${env.PORT}`;
  // One stack per data folder, `npm start` or this (docs/operations.md).
  const taken = await acquireInstanceLock(env.DATA_DIR, publicUrl(env));
  if ('heldBy' in taken) {
    console.error(alreadyRunning(taken.heldBy));
    process.exit(1);
  }
  const stack = await startStack(env, { serveClient: false });
  const vite = await createServer({ server: { port: VITE_PORT, strictPort: true } });
  await vite.listen();
  console.log(`API on http://127.0.0.1:${env.PORT}; open the app at ${publicUrl(env)}`);
  const stop = async () => {
    await vite.close();
    await stack.stop();
    taken.lock.release();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
