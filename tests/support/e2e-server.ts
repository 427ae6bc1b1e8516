// Started by Playwright's webServer: the app on fresh data, stopped when Playwright ends it.
import { E2E_BUILD_ID_FILE, forgetAnnouncedBuild } from './e2e-build-id.ts';
import { forgetE2eDatabaseUrl, publishE2eDatabaseUrl } from './e2e-database-url.ts';
import { startTestStack } from './test-stack.ts';
import {
  E2E_FAKE_OPENAI_PORT,
  E2E_FAKE_TWILIO_PORT,
  E2E_MAIL_PORTS,
  E2E_PORTS,
  FAKE_GOOGLE_CALENDAR_PORTS,
} from './ports.ts';
import { fakeGoogleCalendarEnv, startFakeGoogleCalendar } from './fake-google-calendar.ts';
import { fakeTwilioEnv, startFakeTwilio } from './fake-twilio.ts';
import { startFakeOpenAI } from './fake-openai.ts';
import { serveMailbox, startSmtpCatcher } from './smtp-catcher.ts';

// Google sign-in and Google Calendar talk to one local fake Google; the calendar's background
// sync runs every 2 seconds.
const fakeGoogleCalendar = await startFakeGoogleCalendar(FAKE_GOOGLE_CALENDAR_PORTS.e2e);
// Text messages go to a fake Twilio that the tests read over HTTP.
const twilio = await startFakeTwilio(E2E_FAKE_TWILIO_PORT);
// Accounts: email goes to a real SMTP server on loopback, which tests read through its
// mailbox (tests/e2e/support/mailbox.ts).
// Every browser here is one client address, so the per-address request limits are lifted.
const smtp = await startSmtpCatcher(E2E_MAIL_PORTS.smtp);
const mailbox = await serveMailbox(smtp, E2E_MAIL_PORTS.mailbox);
// The chat talks to a fake model that the tests script through its /__fake endpoints.
const fakeOpenAI = await startFakeOpenAI(E2E_FAKE_OPENAI_PORT);

await forgetE2eDatabaseUrl();
await forgetAnnouncedBuild();
const stack = await startTestStack(
  E2E_PORTS,
  {
    // The import test serves its recipe page on loopback, which the product refuses by default.
    RECIPE_FETCH_ALLOW_PRIVATE: 'true',
    ...fakeGoogleCalendarEnv(fakeGoogleCalendar.url, 2),
    ...fakeTwilioEnv(twilio),
    SMTP_URL: smtp.url,
    EMAIL_REQUESTS_PER_IP_PER_HOUR: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    OPENAI_BASE_URL: fakeOpenAI.baseUrl,
    OPENAI_API_KEY: 'test-key',
    OPENAI_MODEL: 'fake-model',
    // A spec announces a new version by writing it (tests/e2e/new-version.spec.ts).
    BUILD_ID_FILE: E2E_BUILD_ID_FILE,
  },
  {
    // Printed (zero-cache at its default level, warnings and errors: a few lines a run), so
    // that a failed spec in CI's log has the sync server's side beside it.
    log: (line) => console.log(line),
  },
);
await publishE2eDatabaseUrl(stack.databaseUrl);
console.log(`e2e stack ready on ${stack.url}`);
const stop = async () => {
  await stack.stop();
  await fakeGoogleCalendar.close();
  await twilio.stop();
  await Promise.all([smtp.stop(), mailbox.stop(), fakeOpenAI.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
