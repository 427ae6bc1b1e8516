// Started by Playwright's webServer: the app on fresh data, stopped when Playwright ends it.
import { startTestStack } from './test-stack.ts';
import { E2E_PORTS, FAKE_GOOGLE_CALENDAR_PORTS } from './ports.ts';
import { fakeGoogleCalendarEnv, startFakeGoogleCalendar } from './fake-google-calendar.ts';

// Google Calendar talks to a local fake; the background sync runs every 2 seconds.
const fakeGoogleCalendar = await startFakeGoogleCalendar(FAKE_GOOGLE_CALENDAR_PORTS.e2e);
const stack = await startTestStack(E2E_PORTS, {
  // The import test serves its recipe page on loopback, which the product refuses by default.
  RECIPE_FETCH_ALLOW_PRIVATE: 'true',
  ...fakeGoogleCalendarEnv(fakeGoogleCalendar.url, 2),
});
console.log(`e2e stack ready on ${stack.url}`);
const stop = async () => {
  await stack.stop();
  await fakeGoogleCalendar.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
