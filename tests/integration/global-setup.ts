import type { TestProject } from 'vitest/node';
import { fakeGoogleCalendarEnv, startFakeGoogleCalendar } from '../support/fake-google-calendar.ts';
import { startFakeOpenAI } from '../support/fake-openai.ts';
import { FAKE_GOOGLE_CALENDAR_PORTS, INTEGRATION_PORTS } from '../support/ports.ts';
import { startTestStack } from '../support/test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    databaseUrl: string;
    /** The stack's DATA_DIR, for tests of what it holds (local-host.test.ts). */
    dataDir: string;
    fakeGoogleCalendarUrl: string;
    fakeGoogleUrl: string;
    fakeOpenAIOrigin: string;
    zeroAdminPassword: string;
  }
}

const ZERO_ADMIN_PASSWORD = 'integration-admin-password';

export default async function setup(project: TestProject) {
  // Google sign-in and Google Calendar talk to one local fake Google; the calendar's
  // background sync runs every second.
  const fakeGoogleCalendar = await startFakeGoogleCalendar(FAKE_GOOGLE_CALENDAR_PORTS.integration);
  // The chat talks to a fake model that the tests script through its /__fake endpoints.
  const fakeOpenAI = await startFakeOpenAI();
  const stack = await startTestStack(INTEGRATION_PORTS, {
    ...fakeGoogleCalendarEnv(fakeGoogleCalendar.url, 1),
    // Client addresses from X-Forwarded-For, so that each test client has its own limits.
    TRUST_PROXY: 'true',
    // prep-reminders.test.ts runs the reminder queue itself, at the times it chooses: a
    // queue of the stack's own would take its jobs at the real time of day.
    REMINDER_SCAN_INTERVAL_SECONDS: '0',
    OPENAI_BASE_URL: fakeOpenAI.baseUrl,
    OPENAI_API_KEY: 'test-key',
    OPENAI_MODEL: 'fake-model',
    // mcp-sign-in-rules.test.ts serves client metadata documents on 127.0.0.1.
    OAUTH_CLIENT_DOCUMENTS_ON_LOOPBACK: 'true',
    // Known, so that a test can prove a member cannot use it through /sync.
    ZERO_ADMIN_PASSWORD: ZERO_ADMIN_PASSWORD,
  });
  project.provide('appUrl', stack.url);
  project.provide('databaseUrl', stack.databaseUrl);
  project.provide('dataDir', stack.dataDir);
  project.provide('fakeGoogleCalendarUrl', fakeGoogleCalendar.url);
  project.provide('fakeGoogleUrl', fakeGoogleCalendar.url);
  project.provide('fakeOpenAIOrigin', fakeOpenAI.origin);
  project.provide('zeroAdminPassword', ZERO_ADMIN_PASSWORD);
  return async () => {
    await stack.stop();
    await fakeGoogleCalendar.close();
    await fakeOpenAI.stop();
  };
}
