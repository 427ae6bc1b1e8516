// Started by Playwright's webServer: the app on fresh data, stopped when Playwright ends it.
import { E2E_FAKE_OPENAI_PORT, startFakeOpenAI } from './fake-openai.ts';
import { startTestStack } from './test-stack.ts';
import { E2E_PORTS } from './ports.ts';

// The chat talks to a fake model that the tests script through its /__fake endpoints.
const fakeOpenAI = await startFakeOpenAI(E2E_FAKE_OPENAI_PORT);
// The import test serves its recipe page on loopback, which the product refuses by default.
const stack = await startTestStack(E2E_PORTS, {
  RECIPE_FETCH_ALLOW_PRIVATE: 'true',
  OPENAI_BASE_URL: fakeOpenAI.baseUrl,
  OPENAI_API_KEY: 'test-key',
  OPENAI_MODEL: 'fake-model',
});
console.log(`e2e stack ready on ${stack.url}`);
const stop = async () => {
  await stack.stop();
  await fakeOpenAI.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
