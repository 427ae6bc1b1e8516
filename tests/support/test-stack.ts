// The whole app (embedded Postgres, zero-cache, HTTP server) on fresh data, for tests.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isPostgresWriteAfterClose } from '#server/db/postgres-write-after-close.ts';
import { parseEnv } from '#server/env.ts';
import { startStack } from '#server/stack/stack.ts';

/** The development outboxes' key of every test stack (the server prints it at start). */
export const TEST_DEV_OUTBOX_KEY = 'test-stack-dev-outbox-key';

export type TestStack = {
  url: string;
  databaseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
};

// As server/app-server.ts does: postgres.js can throw from a timer after a connection
// that Postgres ended (tests/integration/push-connection-lost.test.ts ends one), which
// would end this process, the test runner's own. Anything else still ends it.
let survivingWritesAfterClose = false;
function surviveWritesAfterClose() {
  if (survivingWritesAfterClose) return;
  survivingWritesAfterClose = true;
  process.on('uncaughtException', (error) => {
    if (!isPostgresWriteAfterClose(error)) throw error;
  });
}

export async function startTestStack(
  ports: { app: number; postgres: number; zero: number },
  extraEnv: Record<string, string> = {},
  options: { log?: (line: string) => void } = {},
): Promise<TestStack> {
  // The stack makes the folder private itself (server/stack/private-data-dir.ts).
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fdp-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(ports.app),
    EMBEDDED_PG_PORT: String(ports.postgres),
    ZERO_PORT: String(ports.zero),
    PUBLIC_URL: `http://localhost:${ports.app}`,
    DEV_OUTBOX_KEY: TEST_DEV_OUTBOX_KEY,
    // The suites sign families up through the API and the browser. The product's default
    // (invitation-only) is proven by stacks that pass OPEN_SIGNUP: '' (empty is unset):
    // tests/integration/invitation-only.test.ts, tests/e2e/first-family-link.spec.ts.
    OPEN_SIGNUP: 'true',
    ...extraEnv,
  });
  surviveWritesAfterClose();
  const quiet = process.env.TEST_STACK_LOGS ? (line: string) => console.log(line) : () => {};
  const stack = await startStack(env, { log: options.log ?? quiet });
  return {
    ...stack,
    dataDir,
    stop: async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
