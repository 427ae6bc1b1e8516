// POST /shopping-items/send-list: the open items of the caller's own family, by aisle, to
// the caller's verified phone; through the official Twilio client pointed at a fake Twilio,
// and into the outbox on the shared stack (no Twilio configured).
import { describe, expect, inject, it } from 'vitest';
import type { ShoppingItem } from '#schema';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { IN_PROCESS_ORIGIN, uniqueAddress, uniquePhone } from './support/in-process-app.ts';
import { testDatabase } from './support/test-database.ts';
import { appWithFakeTwilio } from './support/twilio-app.ts';
import { smsOutbox } from './support/sms-outbox.ts';
import { memberWithVerifiedPhone } from './support/verified-phone.ts';

const fake = appWithFakeTwilio();
const sql = testDatabase();

/** A member whose phone is verified through the real code flow, opted in unless told. */
async function textingMember(optIn = true) {
  const member = await memberWithVerifiedPhone(fake);
  if (optIn) {
    await sql`UPDATE family_member SET sms_optin = true
               WHERE family_user_id = ${member.session.family_user_id}`;
  }
  fake.twilio.clear();
  return member;
}

const sendList = (member: { token: string; address: string }) =>
  fake.app.request<ErrorBody>('POST', '/shopping-items/send-list', {
    token: member.token,
    address: member.address,
  });

describe('send-list through Twilio', () => {
  it('texts exactly the open items by aisle, with a link to the live list', async () => {
    const pat = await textingMember();
    for (const [name, quantity] of [
      ['milk', ''],
      ['bananas', '6'],
      ['dish soap', ''],
      ['chicken thighs', '1 lb'],
    ]) {
      await pat.api.post('/shopping-items', { name, quantity });
    }
    const done = await pat.api.post<ShoppingItem>('/shopping-items', { name: 'bread' });
    await pat.api.patch(`/shopping-items/${done.body.id}`, { is_completed: true });

    const sent = await sendList(pat);
    expect(sent).toEqual({ status: 200, body: { sent_via: 'twilio', items: 4, messages: 1 } });
    expect(fake.twilio.messages()).toEqual([
      expect.objectContaining({
        to: pat.phone,
        from: '+15550001111',
        body: [
          'Shopping list (4 items)',
          'PRODUCE',
          '- Bananas (6)',
          'DAIRY',
          '- Milk',
          'MEAT & FISH',
          '- Chicken Thighs (1 lb)',
          'HOUSEHOLD',
          '- Dish Soap',
          '',
          `Live list: ${IN_PROCESS_ORIGIN}/shopping-list`,
        ].join('\n'),
      }),
    ]);
  });

  it('splits a long list into numbered messages, every item once', async () => {
    const pat = await textingMember();
    for (let i = 0; i < 90; i += 1) {
      await pat.api.post('/shopping-items', {
        name: `pantry staple number ${String(i).padStart(2, '0')}`,
        quantity: '2 jars',
      });
    }
    const sent = await sendList(pat);
    expect(sent.status).toBe(200);
    const bodies = fake.twilio.messages(pat.phone).map((m) => m.body);
    expect(bodies.length).toBeGreaterThan(1);
    bodies.forEach((body, i) => expect(body.startsWith(`(${i + 1}/${bodies.length}) `)).toBe(true));
    expect(bodies.join('\n').match(/^- /gm)).toHaveLength(90);
  });

  it('refuses with the spec’s words when the phone is not verified or SMS is off', async () => {
    const unverified = await newFamilyMember();
    await unverified.api.post('/shopping-items', { name: 'eggs' });
    const refused = await sendList({ token: unverified.api.token!, address: uniqueAddress() });
    expect(refused.status).toBe(409);
    // Not the opt-in's "below": the list has no phone section (docs/shopping.md).
    expect(refused.body.error.message).toBe(
      'Verify your phone number in Settings, Notifications to get the list by text message.',
    );

    const optedOut = await textingMember(false);
    await optedOut.api.post('/shopping-items', { name: 'eggs' });
    const off = await sendList(optedOut);
    expect(off).toMatchObject({ status: 409, body: { error: { code: 'SMS_NOT_ENABLED' } } });

    const empty = await textingMember();
    expect((await sendList(empty)).body.error.code).toBe('NOTHING_TO_SEND');
    expect(fake.twilio.messages()).toEqual([]);

    const anonymous = await fake.app.request('POST', '/shopping-items/send-list');
    expect(anonymous.status).toBe(401);
  });

  it('sends one family’s list only, to its own member’s phone', async () => {
    const first = await textingMember();
    const second = await textingMember();
    await first.api.post('/shopping-items', { name: 'first family secret' });
    await second.api.post('/shopping-items', { name: 'limes' });
    await sendList(second);
    const messages = fake.twilio.messages();
    expect(messages.map((m) => m.to)).toEqual([second.phone]);
    expect(messages[0]?.body).toContain('- Limes');
    expect(messages[0]?.body).not.toContain('Secret');
  });

  it('sends at most 10 lists an hour for one member', async () => {
    const pat = await textingMember();
    await pat.api.post('/shopping-items', { name: 'tea' });
    for (let i = 0; i < 10; i += 1) expect((await sendList(pat)).status).toBe(200);
    const limited = await sendList(pat);
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'SMS_RATE_LIMITED' } } });
    expect(fake.twilio.messages(pat.phone)).toHaveLength(10);
  });
});

describe('send-list without Twilio', () => {
  it('writes the list to the outbox and says so', async () => {
    const pat = await newFamilyMember();
    const phone = uniquePhone();
    await pat.api.post('/family/users/me/verify-phone', { phone });
    const outbox = () => smsOutbox<Array<{ to_phone: string; body: string }>>(pat.api);
    const code = (await outbox()).body[0]?.body.match(/\d{6}/)?.[0];
    await pat.api.post('/family/users/me/verify', { code });
    await sql`UPDATE family_member SET sms_optin = true
               WHERE family_user_id = ${pat.session.family_user_id}`;
    await pat.api.post('/shopping-items', { name: 'coffee' });

    const sent = await pat.api.post('/shopping-items/send-list');
    expect(sent).toEqual({ status: 200, body: { sent_via: 'outbox', items: 1, messages: 1 } });
    const [latest] = (await outbox()).body;
    expect(latest?.to_phone).toBe(phone);
    expect(latest?.body).toContain('DRINKS\n- Coffee');
    expect(latest?.body).toContain(`Live list: ${inject('appUrl')}/shopping-list`);
  });
});
