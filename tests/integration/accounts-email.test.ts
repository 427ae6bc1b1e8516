// Sign-up with email verification, resending it, and password reset: single-use,
// expiring links; every session ends on reset; answers that say nothing about which
// addresses have accounts.
import { describe, expect, it, inject } from 'vitest';
import type { ErrorBody } from './support/api-client.ts';
import { ApiClient, newSignedInAccount, uniqueEmail } from './support/api-client.ts';
import { TEST_DEV_OUTBOX_KEY } from '../support/test-stack.ts';
import { emailsTo, lastEmailId, linkIn, waitForEmail } from './support/mail.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

function resetTokenFrom(text: string): string {
  const token = /#reset_token=([a-z2-7]+)/.exec(linkIn(text))?.[1];
  if (!token) throw new Error(`no reset token in ${text}`);
  return token;
}

describe('sign-up and email verification', () => {
  it('sends a verification link; until it is followed the account cannot sign in', async () => {
    const api = new ApiClient();
    const email = uniqueEmail('verify');
    const signup = await api.post('/auth/signup', { email, password: 'secret-1' });
    expect(signup).toEqual({ status: 201, body: { email, signed_in: false } });
    const mail = await waitForEmail(email, /Confirm your email/);
    expect(mail.text).toContain('/api/auth/verify-email?token=');

    const early = await api.post<ErrorBody>('/auth/login', { email, password: 'secret-1' });
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe('Email not confirmed');
    // A wrong password still gets the usual answer, not a hint that the address exists.
    const wrong = await api.post<ErrorBody>('/auth/login', { email, password: 'secret-2' });
    expect(wrong.body.error.message).toBe('Invalid login credentials');

    const followed = await fetch(linkIn(mail.text), { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/login?email_verified=1');
    // The link signs nobody in: a mail scanner that follows it gains nothing.
    expect(followed.headers.get('set-cookie')).toBeNull();
    expect((await api.post('/auth/login', { email, password: 'secret-1' })).status).toBe(200);

    const again = await fetch(linkIn(mail.text), { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/login?email_verified=0');
  });

  it('resends the link on request; the older link stops working', async () => {
    const api = new ApiClient();
    const email = uniqueEmail('resend');
    await api.post('/auth/signup', { email, password: 'secret-1' });
    const first = await waitForEmail(email, /Confirm your email/);
    expect((await api.post('/auth/resend-verification', { email })).status).toBe(204);
    const second = await waitForEmail(email, /Confirm your email/, first.id);
    const stale = await fetch(linkIn(first.text), { redirect: 'manual' });
    expect(stale.headers.get('location')).toBe('/login?email_verified=0');
    const fresh = await fetch(linkIn(second.text), { redirect: 'manual' });
    expect(fresh.headers.get('location')).toBe('/login?email_verified=1');
  });

  it('answers a resend for an unknown or verified address the same, sending nothing', async () => {
    const api = new ApiClient();
    const unknown = uniqueEmail('nobody');
    expect((await api.post('/auth/resend-verification', { email: unknown })).status).toBe(204);
    const { email } = await newSignedInAccount();
    const before = await lastEmailId(email);
    expect((await api.post('/auth/resend-verification', { email })).status).toBe(204);
    const missing = await api.post<ErrorBody>('/auth/resend-verification', { email: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please enter your email address first.');
    expect(await emailsTo(unknown)).toEqual([]);
    expect(await lastEmailId(email)).toBe(before);
  });

  it('refuses an expired verification link', async () => {
    const api = new ApiClient();
    const email = uniqueEmail('expired');
    await api.post('/auth/signup', { email, password: 'secret-1' });
    const mail = await waitForEmail(email, /Confirm your email/);
    await sql`UPDATE private.email_token SET expires_at = now() - interval '1 second'
               WHERE account_id = (SELECT id FROM private.account WHERE email = ${email})`;
    const followed = await fetch(linkIn(mail.text), { redirect: 'manual' });
    expect(followed.headers.get('location')).toBe('/login?email_verified=0');
    expect((await api.post('/auth/login', { email, password: 'secret-1' })).status).toBe(403);
  });

  it('validates sign-up input in the spec words', async () => {
    const api = new ApiClient();
    const bad = await api.post<ErrorBody>('/auth/signup', {
      email: 'not-an-email',
      password: 'secret-1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Enter a valid email address.');
    const extra = await api.post('/auth/signup', { email: 5, password: 'secret-1' });
    expect(extra.status).toBe(400);
  });
});

describe('password reset', () => {
  it('emails a link; the new password works, the old one and every session end', async () => {
    const { api: laptop, email } = await newSignedInAccount(undefined, 'old-secret');
    const phone = new ApiClient();
    await phone.post('/auth/login', { email, password: 'old-secret' });
    expect((await phone.get('/auth/session')).status).toBe(200);

    const browser = new ApiClient();
    expect((await browser.post('/auth/forgot-password', { email })).status).toBe(204);
    const mail = await waitForEmail(email, /Reset your/);
    expect(linkIn(mail.text)).toMatch(/\/login#reset_token=/);

    const short = await browser.post<ErrorBody>('/auth/reset-password', {
      token: resetTokenFrom(mail.text),
      password: '12345',
    });
    expect(short.body.error.message).toBe('Password must be at least 6 characters long');
    const reset = await browser.post('/auth/reset-password', {
      token: resetTokenFrom(mail.text),
      password: 'new-secret',
    });
    expect(reset.status).toBe(200);
    expect((await browser.get('/auth/session')).status).toBe(200);
    expect((await laptop.get('/auth/session')).status).toBe(401);
    expect((await phone.get('/auth/session')).status).toBe(401);
    expect((await browser.post('/auth/login', { email, password: 'old-secret' })).status).toBe(401);
    expect((await browser.post('/auth/login', { email, password: 'new-secret' })).status).toBe(200);

    const reused = await browser.post<ErrorBody>('/auth/reset-password', {
      token: resetTokenFrom(mail.text),
      password: 'third-secret',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('This link is invalid or has expired.');
  });

  it('refuses an expired or made-up reset token', async () => {
    const { email } = await newSignedInAccount();
    const api = new ApiClient();
    await api.post('/auth/forgot-password', { email });
    const mail = await waitForEmail(email, /Reset your/);
    await sql`UPDATE private.email_token SET expires_at = now() - interval '1 second'
               WHERE purpose = 'reset_password'
                 AND account_id = (SELECT id FROM private.account WHERE email = ${email})`;
    const expired = await api.post('/auth/reset-password', {
      token: resetTokenFrom(mail.text),
      password: 'new-secret',
    });
    expect(expired.status).toBe(400);
    const madeUp = await api.post('/auth/reset-password', {
      token: 'a'.repeat(52),
      password: 'x'.repeat(8),
    });
    expect(madeUp.status).toBe(400);
  });

  it('answers an unknown address exactly like a known one, and asks for an address', async () => {
    const api = new ApiClient();
    const unknown = uniqueEmail('ghost');
    const { email } = await newSignedInAccount();
    const forUnknown = await api.post('/auth/forgot-password', { email: unknown });
    const forKnown = await api.post('/auth/forgot-password', { email });
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.status).toBe(204);
    await waitForEmail(email, /Reset your/);
    expect(await emailsTo(unknown)).toEqual([]);
    const empty = await api.post<ErrorBody>('/auth/forgot-password', { email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please enter your email address first.');
  });
});

describe('limits on email', () => {
  it('caps requests that send email per client address (429)', async () => {
    const api = new ApiClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (await api.post('/auth/forgot-password', { email: uniqueEmail('cap') })).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('sends at most 5 emails an hour to one address, answering the same past it', async () => {
    const { email } = await newSignedInAccount();
    for (let i = 0; i < 7; i += 1) {
      // A fresh client address each time: only the per-recipient limit is in play.
      expect((await new ApiClient().post('/auth/forgot-password', { email })).status).toBe(204);
    }
    // One verification email at sign-up, then four resets: five in the hour, no more.
    const [allowed] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM private.rate_limit_event
       WHERE bucket = 'email-to' AND key = ${email}`;
    expect(allowed?.n).toBe(5);
    const deadline = Date.now() + 10_000;
    while ((await emailsTo(email)).length < 5 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await emailsTo(email)).length).toBe(5);
  });
});

describe('storage', () => {
  it('keeps passwords as argon2id hashes and link tokens only as hashes', async () => {
    const email = uniqueEmail('stored');
    await new ApiClient().post('/auth/signup', { email, password: 'secret-1' });
    const mail = await waitForEmail(email, /Confirm your email/);
    const [account] = await sql<{ password_hash: string }[]>`
      SELECT password_hash FROM private.account WHERE email = ${email}`;
    expect(account?.password_hash).toMatch(/^\$argon2id\$/);
    const token = /token=([a-z2-7]+)/.exec(mail.text)?.[1] ?? '';
    const [stored] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM private.email_token
       WHERE encode(token_hash, 'escape') LIKE ${`%${token}%`}`;
    expect(stored?.n).toBe(0);
  });
});

describe('the development outbox page', () => {
  it('lists sent email with its links clickable', async () => {
    const email = uniqueEmail('outbox');
    await new ApiClient().post('/auth/signup', { email, password: 'secret-1' });
    await waitForEmail(email, /Confirm your email/);
    const outbox = `${inject('appUrl')}/api/dev/outbox?to=${encodeURIComponent(email)}`;
    // Without the operator's key (printed at start), even from loopback: nothing.
    expect((await fetch(outbox)).status).toBe(404);
    const page = await fetch(`${outbox}&key=${TEST_DEV_OUTBOX_KEY}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Confirm your email for Family Dinner Planner');
    expect(html).toMatch(
      /<a href="http:\/\/localhost:\d+\/api\/auth\/verify-email\?token=[a-z2-7]+">/,
    );
  });
});
