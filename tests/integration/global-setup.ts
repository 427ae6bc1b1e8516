import type { TestProject } from 'vitest/node';
import { fakeGoogleCalendarEnv, startFakeGoogleCalendar } from '../support/fake-google-calendar.ts';
import { startFakeOpenAI } from '../support/fake-openai.ts';
import { FAKE_GOOGLE_CALENDAR_PORTS, INTEGRATION_PORTS } from '../support/ports.ts';
import { startTestStack } from '../support/test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    databaseUrl: string;
    fakeGoogleCalendarUrl: string;
    fakeOpenAIOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  // Google Calendar talks to a local fake; its background sync runs every second.
  const fakeGoogleCalendar = await startFakeGoogleCalendar(FAKE_GOOGLE_CALENDAR_PORTS.integration);
  // The chat talks to a fake model that the tests script through its /__fake endpoints.
  const fakeOpenAI = await startFakeOpenAI();
  const stack = await startTestStack(INTEGRATION_PORTS, {
    ...fakeGoogleCalendarEnv(fakeGoogleCalendar.url, 1),
    OPENAI_BASE_URL: fakeOpenAI.baseUrl,
    OPENAI_API_KEY: 'test-key',
    OPENAI_MODEL: 'fake-model',
  });
  project.provide('appUrl', stack.url);
  project.provide('databaseUrl', stack.databaseUrl);
  project.provide('fakeGoogleCalendarUrl', fakeGoogleCalendar.url);
  project.provide('fakeOpenAIOrigin', fakeOpenAI.origin);
  return async () => {
    await stack.stop();
    await fakeGoogleCalendar.close();
    await fakeOpenAI.stop();
  };
}
