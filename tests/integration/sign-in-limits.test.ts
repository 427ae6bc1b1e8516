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

/** One sign-in attempt, from a new client address unless a client is given. */
function signIn(email: string, password: string, client = new ApiClient()) {
  return client.post<ErrorBody>('/auth/login', { email, password });
}

function expectLockedOut(answer: { status: number; body: ErrorBody }) {
  expect(answer.status).toBe(429);
  expect(answer.body.error.message).toBe(TOO_MANY);
}

async function failTimes(email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    // A new client address every time: only the per-address limit is in play.
    expect((await signIn(email, `wrong-${i}`)).status).toBe(401);
  }
}

describe('sign-in limits', () => {
  it('locks an address after 10 failures, even for the right password', async () => {
    const { email } = await newSignedInAccount(undefined, 'right-secret');
    await failTimes(email, 10);
    expectLockedOut(await signIn(email, 'right-secret'));
  });

  it('answers the same for an address without an account', async () => {
    const email = uniqueEmail('nobody');
    await failTimes(email, 10);
    expectLockedOut(await signIn(email, 'anything'));
  });

  it('a success clears the count of the owner’s own earlier typos', async () => {
    const { email } = await newSignedInAccount(undefined, 'right-secret');
    await failTimes(email, 9);
    expect((await signIn(email, 'right-secret')).status).toBe(200);
    await failTimes(email, 9);
    expect((await signIn(email, 'right-secret')).status).toBe(200);
  });

  it('locks a client address after 50 failures across many addresses', async () => {
    const { email } = await newSignedInAccount(undefined, 'right-secret');
    const attacker = new ApiClient();
    for (let i = 0; i < 50; i += 1) {
      expect((await signIn(uniqueEmail('spray'), 'x', attacker)).status).toBe(401);
    }
    expectLockedOut(await signIn(email, 'right-secret', attacker));
    // The account's owner, elsewhere, is not locked out.
    expect((await signIn(email, 'right-secret')).status).toBe(200);
  });
});
