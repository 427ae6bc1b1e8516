// Started by Playwright's webServer: the app on fresh data, stopped when Playwright ends it.
import { startTestStack } from './test-stack.ts';
import { E2E_FAKE_TWILIO_PORT, E2E_PORTS } from './ports.ts';
import { fakeTwilioEnv, startFakeTwilio } from './fake-twilio.ts';

// Text messages go to a fake Twilio that the tests read over HTTP.
const twilio = await startFakeTwilio(E2E_FAKE_TWILIO_PORT);

// The import test serves its recipe page on loopback, which the product refuses by default.
const stack = await startTestStack(E2E_PORTS, {
  RECIPE_FETCH_ALLOW_PRIVATE: 'true',
  ...fakeTwilioEnv(twilio),
});
console.log(`e2e stack ready on ${stack.url}`);
const stop = async () => {
  await stack.stop();
  await twilio.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
