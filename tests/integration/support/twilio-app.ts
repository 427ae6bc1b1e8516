// An in-process app whose text messages go through the official Twilio client to a fake
// Twilio on loopback: started before a file's tests, stopped after them.
import { afterAll, beforeAll } from 'vitest';
import { fakeTwilioEnv, startFakeTwilio, type FakeTwilio } from '../../support/fake-twilio.ts';
import { inProcessApp, type InProcessApp } from './in-process-app.ts';

export function appWithFakeTwilio() {
  const started = {} as { twilio: FakeTwilio; app: InProcessApp };
  beforeAll(async () => {
    started.twilio = await startFakeTwilio();
    started.app = inProcessApp(fakeTwilioEnv(started.twilio));
  });
  afterAll(async () => {
    await started.app?.stop();
    await started.twilio?.stop();
  });
  return started;
}
