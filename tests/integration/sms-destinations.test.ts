// Verification texts go only to the countries the operator allows (SMS_ALLOWED_COUNTRIES,
// US when unset), and never to premium-rate or international-network numbers: the fake
// Twilio receives nothing for a refused number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeTwilioEnv, startFakeTwilio, type FakeTwilio } from '../support/fake-twilio.ts';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { inProcessApp, uniqueAddress, type InProcessApp } from './support/in-process-app.ts';

let twilio: FakeTwilio;
let usOnly: InProcessApp;
let usAndGb: InProcessApp;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  usOnly = inProcessApp(fakeTwilioEnv(twilio));
  usAndGb = inProcessApp({ ...fakeTwilioEnv(twilio), SMS_ALLOWED_COUNTRIES: 'us, gb' });
});

afterAll(async () => {
  await usOnly?.stop();
  await usAndGb?.stop();
  await twilio?.stop();
});

async function send(app: InProcessApp, phone: string) {
  const member = await newFamilyMember();
  return app.request<ErrorBody>('POST', '/family/users/me/verify-phone', {
    token: member.api.token!,
    body: { phone },
    address: uniqueAddress(),
  });
}

describe('where verification texts may go', () => {
  it('refuses premium-rate and international-network numbers, whatever is allowed', async () => {
    for (const phone of [
      '+1 900 555 0100',
      '+1 (976) 555-0100',
      '+44 909 879 0000',
      '+882 1234 5678',
      '+883 5100 0000 0000',
    ]) {
      const answer = await send(usAndGb, phone);
      expect([phone, answer.status, answer.body.error.code]).toEqual([
        phone,
        400,
        'PHONE_PREMIUM_RATE',
      ]);
      const e164 = `+${phone.replace(/\D/g, '')}`;
      expect(twilio.messages(e164)).toEqual([]);
    }
  });

  it('sends only to the allowed countries: the US by default', async () => {
    for (const phone of ['+44 20 7946 0958', '+1 876 555 0100', '+33 6 12 34 56 78']) {
      const answer = await send(usOnly, phone);
      expect([phone, answer.status, answer.body.error.code]).toEqual([
        phone,
        400,
        'PHONE_COUNTRY_NOT_ALLOWED',
      ]);
      expect(answer.body.error.message).toContain('Allowed: US.');
    }
    expect(twilio.messages('+442079460958')).toEqual([]);
    expect((await send(usAndGb, '+44 20 7946 0958')).status).toBe(200);
    expect(twilio.messages('+442079460958')).toHaveLength(1);
    expect((await send(usOnly, '+1 (555) 010-0199')).status).toBe(200);
  });
});
