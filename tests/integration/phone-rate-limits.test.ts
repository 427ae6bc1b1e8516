// Rate limits on verification codes (per phone, per member, per network address), through
// the official Twilio client pointed at a fake Twilio in an in-process app.
import { describe, expect, it } from 'vitest';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { uniqueAddress, uniquePhone } from './support/in-process-app.ts';
import { appWithFakeTwilio } from './support/twilio-app.ts';

const fake = appWithFakeTwilio();

async function member() {
  const created = await newFamilyMember();
  return { ...created, token: created.api.token!, address: uniqueAddress() };
}

describe('rate limits on codes', () => {
  const sendAs = (token: string, phone: string, address: string) =>
    fake.app.request<ErrorBody>('POST', '/family/users/me/verify-phone', {
      token,
      body: { phone },
      address,
    });

  it('sends at most 3 codes to one phone in 10 minutes, whoever asks', async () => {
    const [a, b] = [await member(), await member()];
    const phone = uniquePhone();
    for (let i = 0; i < 3; i += 1)
      expect((await sendAs(a.token, phone, a.address)).status).toBe(200);
    const fourth = await sendAs(a.token, phone, a.address);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toBe(
      'Too many text messages in a short time. Please wait a while and try again.',
    );
    expect((await sendAs(b.token, phone, b.address)).status).toBe(429);
    expect((await sendAs(b.token, uniquePhone(), b.address)).status).toBe(200);
    expect(fake.twilio.messages(phone)).toHaveLength(3);
  });

  it('sends at most 5 codes an hour for one member', async () => {
    const a = await member();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendAs(a.token, uniquePhone(), a.address)).status).toBe(200);
    }
    expect((await sendAs(a.token, uniquePhone(), uniqueAddress())).status).toBe(429);
  });

  it('sends at most 20 codes an hour to one network address', async () => {
    const address = uniqueAddress();
    const members = [await member(), await member(), await member(), await member()];
    for (const each of members) {
      for (let i = 0; i < 5; i += 1) {
        expect((await sendAs(each.token, uniquePhone(), address)).status).toBe(200);
      }
    }
    const fifth = await member();
    expect((await sendAs(fifth.token, uniquePhone(), address)).status).toBe(429);
    expect((await sendAs(fifth.token, uniquePhone(), uniqueAddress())).status).toBe(200);
  });
});
