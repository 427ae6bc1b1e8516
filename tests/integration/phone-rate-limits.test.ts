// Rate limits on verification codes (per phone, per member, per network address, per day),
// through the official Twilio client pointed at a fake Twilio in an in-process app.
import { describe, expect, it } from 'vitest';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { uniqueAddress, uniquePhone } from './support/in-process-app.ts';
import { testDatabase } from './support/test-database.ts';
import { appWithFakeTwilio } from './support/twilio-app.ts';
import { memberWithVerifiedPhone } from './support/verified-phone.ts';

const fake = appWithFakeTwilio();
const sql = testDatabase();

const TODAY_REFUSAL = {
  code: 'TOO_MANY_CODES_TODAY',
  message: 'Too many verification codes today. Please try again tomorrow.',
};

/** Moves the limiter's events under these keys back in time, as if that much had passed. */
const age = (keys: string[], hours: number) =>
  sql`UPDATE private.rate_limit_event
         SET created_at = created_at - make_interval(hours => ${hours})
       WHERE key = ANY(${keys})`;

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

  it('sends at most 10 codes a day for one member, however the hours fall', async () => {
    const a = await member();
    const send = () => sendAs(a.token, uniquePhone(), uniqueAddress());
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(200);
      await age([a.session.user_id], 2);
    }
    const eleventh = await send();
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toEqual(TODAY_REFUSAL);
  });

  it('sends at most 2 codes a day to a number another family has verified', async () => {
    const owner = await memberWithVerifiedPhone(fake, 'Owners', 'Olive');
    const stranger = await member();
    const other = await member();
    // The owner's own code was an hour ago: only the day's limits are in play.
    await age([owner.phone], 1);
    expect((await sendAs(stranger.token, owner.phone, stranger.address)).status).toBe(200);
    expect((await sendAs(other.token, owner.phone, other.address)).status).toBe(200);
    await age([owner.phone], 1);
    const third = await sendAs((await member()).token, owner.phone, uniqueAddress());
    expect(third.status).toBe(429);
    // The same words as any day's limit: the refusal does not say whose number it is.
    expect(third.body.error).toEqual(TODAY_REFUSAL);
    expect(fake.twilio.messages(owner.phone)).toHaveLength(3);
    // A number nobody has verified is not held to that.
    const free = uniquePhone();
    for (let i = 0; i < 3; i += 1)
      expect((await sendAs((await member()).token, free, uniqueAddress())).status).toBe(200);
  });
});
