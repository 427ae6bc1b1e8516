// Started by Playwright's webServer: the app on fresh data, stopped when Playwright ends it.
import { startTestStack } from './test-stack.ts';
import { E2E_PORTS } from './ports.ts';

// The import test serves its recipe page on loopback, which the product refuses by default.
const stack = await startTestStack(E2E_PORTS, { RECIPE_FETCH_ALLOW_PRIVATE: 'true' });
console.log(`e2e stack ready on ${stack.url}`);
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
