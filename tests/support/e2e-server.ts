// Started by Playwright's webServer: the app on fresh data, stopped when Playwright ends it.
import { startTestStack } from './test-stack.ts';
import { E2E_PORTS } from './ports.ts';

const stack = await startTestStack(E2E_PORTS);
console.log(`e2e stack ready on ${stack.url}`);
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
