// Failed sign-ins are limited per address (10 in 15 minutes) and per client address
// (50), the same way whether or not the address has an account; the owner's own
// success clears the per-address count.
import { describe, expect, it } from 'vitest';
import {
  ApiClient,
  newSignedInAccount,
  uniqueEmail,
  type ErrorBody,
} from './support/api-client.ts';

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

async function failTimes(email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    // A new client address every time: only the per-address limit is in play.
    const res = await new ApiClient().post('/auth/login', { email, password: `wrong-${i}` });
    expect(res.status).toBe(401);
  }
}

describe('sign-in limits', () => {
  it('locks an address after 10 failures, even for the right password', async () => {
    const { email } = await newSignedInAccount(undefined, 'right-secret');
    await failTimes(email, 10);
    const locked = await new ApiClient().post<ErrorBody>('/auth/login', {
      email,
      password: 'right-secret',
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(TOO_MANY);
  });

  it('answers the same for an address without an account', async () => {
    const email = uniqueEmail('nobody');
    await failTimes(email, 10);
    const locked = await new ApiClient().post<ErrorBody>('/auth/login', {
      email,
      password: 'anything',
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(TOO_MANY);
  });

  it('a success clears the count of the owner’s own earlier typos', async () => {
    const { email } = await newSignedInAccount(undefined, 'right-secret');
    await failTimes(email, 9);
    expect(
      (await new ApiClient().post('/auth/login', { email, password: 'right-secret' })).status,
    ).toBe(200);
    await failTimes(email, 9);
    expect(
      (await new ApiClient().post('/auth/login', { email, password: 'right-secret' })).status,
    ).toBe(200);
  });

  it('locks a client address after 50 failures across many addresses', async () => {
    const { email } = await newSignedInAccount(undefined, 'right-secret');
    const attacker = new ApiClient();
    for (let i = 0; i < 50; i += 1) {
      const res = await attacker.post('/auth/login', {
        email: uniqueEmail('spray'),
        password: 'x',
      });
      expect(res.status).toBe(401);
    }
    const locked = await attacker.post<ErrorBody>('/auth/login', {
      email,
      password: 'right-secret',
    });
    expect(locked.status).toBe(429);
    // The account's owner, elsewhere, is not locked out.
    expect(
      (await new ApiClient().post('/auth/login', { email, password: 'right-secret' })).status,
    ).toBe(200);
  });
});
