// POST /family/users/me/verify-phone and /verify against real Postgres: Twilio through the
// official client pointed at a fake Twilio (an in-process app), and the outbox of the
// shared stack, which has no Twilio configured.
import { describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { uniqueAddress, uniquePhone } from './support/in-process-app.ts';
import { eventually, openZero } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';
import { appWithFakeTwilio } from './support/twilio-app.ts';
import { smsOutbox } from './support/sms-outbox.ts';

const fake = appWithFakeTwilio();
const sql = testDatabase();

const lastCode = (phone: string) => fake.twilio.messages(phone).at(-1)?.body.match(/\d{6}/)?.[0];

async function member() {
  const created = await newFamilyMember();
  return { ...created, token: created.api.token!, address: uniqueAddress() };
}

function sendAs(token: string, phone: string, address: string) {
  return fake.app.request<ErrorBody>('POST', '/family/users/me/verify-phone', {
    token,
    body: { phone },
    address,
  });
}

async function memberRow(familyUserID: string) {
  const [row] = await sql<{ phone: string | null; phone_verified: boolean; sms_optin: boolean }[]>`
    SELECT phone, phone_verified, sms_optin FROM family_member
     WHERE family_user_id = ${familyUserID}`;
  return row!;
}

describe('verify-phone and verify, through Twilio', () => {
  it('texts a 6-digit code to the number in E.164, keeps only its hash, and verifies it', async () => {
    const pat = await member();
    const phone = uniquePhone();
    const typed = `+1 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    const sent = await sendAs(pat.token, typed, pat.address);
    expect(sent).toEqual({ status: 200, body: { phone, sent_via: 'twilio' } });

    const [message] = fake.twilio.messages(phone);
    expect(message?.from).toBe('+15550001111');
    expect(message?.body).toMatch(
      /^\d{6} is your Family Dinner Planner verification code\. It expires in 10 minutes\.$/,
    );
    const code = lastCode(phone)!;
    const [stored] = await sql<{ code_hash: Buffer; phone: string }[]>`
      SELECT code_hash, phone FROM private.phone_verification
       WHERE family_user_id = ${pat.session.family_user_id}`;
    expect(stored?.phone).toBe(phone);
    expect(stored?.code_hash.length).toBe(32);
    expect(stored?.code_hash.toString('utf8')).not.toContain(code);
    expect(await memberRow(pat.session.family_user_id)).toMatchObject({ phone_verified: false });

    const verified = await fake.app.request('POST', '/family/users/me/verify', {
      token: pat.token,
      body: { code: ` ${code} ` },
    });
    expect(verified).toEqual({ status: 200, body: { success: true, phone } });
    expect(await memberRow(pat.session.family_user_id)).toEqual({
      phone,
      phone_verified: true,
      sms_optin: false,
    });
    // The code is used up.
    const again = await fake.app.request<ErrorBody>('POST', '/family/users/me/verify', {
      token: pat.token,
      body: { code },
    });
    expect(again.body.error.code).toBe('NO_PENDING_CODE');
  });

  it('refuses bad input in the spec’s words and changes nothing', async () => {
    const pat = await member();
    const send = (body: unknown) =>
      fake.app.request<ErrorBody>('POST', '/family/users/me/verify-phone', {
        token: pat.token,
        body,
        address: pat.address,
      });
    const bad = await send({ phone: 'call me maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a phone number like +1 (555) 123-4567.');
    expect((await send({})).status).toBe(400);
    expect((await send({ phone: uniquePhone(), extra: 1 })).status).toBe(400);

    const check = (body: unknown) =>
      fake.app.request<ErrorBody>('POST', '/family/users/me/verify', { token: pat.token, body });
    const blank = await check({ code: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { error: { code: 'CODE_REQUIRED' } } });
    expect(blank.body.error.message).toBe('Please enter the verification code.');
    expect((await check({ code: '123456' })).body.error.code).toBe('NO_PENDING_CODE');
    expect((await check({ code: 1234 })).status).toBe(400);
    expect(fake.twilio.messages().filter((m) => m.body.includes('call me'))).toEqual([]);
    expect(await memberRow(pat.session.family_user_id)).toMatchObject({ phone: null });

    const anonymous = await fake.app.request('POST', '/family/users/me/verify-phone', {
      body: { phone: uniquePhone() },
    });
    expect(anonymous.status).toBe(401);
  });

  it('allows 5 tries a code, then asks for a new one; a code lasts 10 minutes', async () => {
    const pat = await member();
    const phone = uniquePhone();
    const sendCode = () => sendAs(pat.token, phone, pat.address);
    await sendCode();
    const code = lastCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const check = (value: string) =>
      fake.app.request<ErrorBody>('POST', '/family/users/me/verify', {
        token: pat.token,
        body: { code: value },
      });
    for (let i = 0; i < 5; i += 1) {
      const refused = await check(wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe('Invalid verification code. Please try again.');
    }
    const locked = await check(code);
    expect(locked).toMatchObject({
      status: 429,
      body: { error: { code: 'TOO_MANY_CODE_ATTEMPTS' } },
    });

    await sendCode();
    await sql`UPDATE private.phone_verification SET expires_at = now() - interval '1 second'
               WHERE family_user_id = ${pat.session.family_user_id}`;
    expect((await check(lastCode(phone)!)).body.error.code).toBe('CODE_EXPIRED');
    expect(await memberRow(pat.session.family_user_id)).toMatchObject({ phone_verified: false });
  });

  it('checks a code only for the member it was sent for', async () => {
    const [pat, outsider] = [await member(), await member()];
    const phone = uniquePhone();
    await sendAs(pat.token, phone, pat.address);
    const stolen = await fake.app.request<ErrorBody>('POST', '/family/users/me/verify', {
      token: outsider.token,
      body: { code: lastCode(phone) },
    });
    expect(stolen.body.error.code).toBe('NO_PENDING_CODE');
    expect(await memberRow(outsider.session.family_user_id)).toMatchObject({ phone: null });
    expect(await memberRow(pat.session.family_user_id)).toMatchObject({ phone: null });
  });

  it('turns a number Twilio refuses into the phone message, and other failures into 502', async () => {
    const pat = await member();
    fake.twilio.failNext(21211, 400);
    const refused = await sendAs(pat.token, uniquePhone(), pat.address);
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'INVALID_PHONE' } } });
    fake.twilio.failNext(20500, 500);
    const down = await sendAs(pat.token, uniquePhone(), pat.address);
    expect(down).toMatchObject({ status: 502, body: { error: { code: 'SMS_FAILED' } } });
  });
});

describe('the verified flag and the SMS opt-in', () => {
  it('cannot be set without a code, and changing the number drops both', async () => {
    const pat = await member();
    const id = pat.session.family_user_id;
    await sql`UPDATE family_member SET phone = '+15550009999', phone_verified = true WHERE family_user_id = ${id}`;
    expect(await memberRow(id)).toMatchObject({ phone_verified: false });
    await expect(
      sql`UPDATE family_member SET sms_optin = true WHERE family_user_id = ${id}`,
    ).rejects.toThrow(/sms_optin_needs_verified_phone/);

    const zero = openZero(pat.token, {
      userID: pat.session.user_id,
      familyID: pat.session.family_id,
      familyUserID: id,
    });
    const ownRow = () =>
      zero
        .run(queries.family.current(), { type: 'complete' })
        .then((family) => family?.members.find((m) => m.family_user_id === id));
    await eventually(ownRow, (row) => row !== undefined);
    const early = await zero.mutate(mutators.notifications.setSmsOptin({ sms_optin: true })).server;
    expect(early.type).toBe('error');
    expect(JSON.stringify(early)).toContain(
      'Please verify your phone number above before enabling SMS notifications.',
    );

    const phone = uniquePhone();
    await sendAs(pat.token, phone, pat.address);
    await fake.app.request('POST', '/family/users/me/verify', {
      token: pat.token,
      body: { code: lastCode(phone) },
    });
    await eventually(ownRow, (row) => row?.phone_verified === true);
    const ok = await zero.mutate(mutators.notifications.setSmsOptin({ sms_optin: true })).server;
    expect(ok.type).toBe('success');
    expect(await memberRow(id)).toEqual({ phone, phone_verified: true, sms_optin: true });

    // A new number (from the profile, say) is not verified, so SMS goes off with it.
    await sql`UPDATE family_member SET phone = ${uniquePhone()} WHERE family_user_id = ${id}`;
    expect(await memberRow(id)).toMatchObject({ phone_verified: false, sms_optin: false });
    // Back to the proven number: verified again, opt-in stays off until chosen.
    await sql`UPDATE family_member SET phone = ${phone} WHERE family_user_id = ${id}`;
    expect(await memberRow(id)).toMatchObject({ phone_verified: true, sms_optin: false });
    await zero.close();
  });
});

describe('without Twilio: the outbox', () => {
  it('keeps the code in the outbox, readable by its owner only in development', async () => {
    const pat = await newFamilyMember();
    const other = await newFamilyMember();
    const phone = uniquePhone();
    const sent = await pat.api.post('/family/users/me/verify-phone', { phone });
    expect(sent).toEqual({ status: 200, body: { phone, sent_via: 'outbox' } });
    const outbox = await smsOutbox<Array<{ to_phone: string; body: string }>>(pat.api);
    expect(outbox.body).toHaveLength(1);
    expect(outbox.body[0]?.to_phone).toBe(phone);
    const code = outbox.body[0]?.body.match(/\d{6}/)?.[0];
    expect((await smsOutbox<unknown[]>(other.api)).body).toEqual([]);
    expect((await pat.api.post('/family/users/me/verify', { code })).status).toBe(200);
  });
});
