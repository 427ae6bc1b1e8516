// Every limit is taken atomically: requests sent all at once cannot pass a check made
// before any of them was counted (docs/security.md, "Limits on what a caller can ask").
import { describe, expect, it } from 'vitest';
import { ApiClient, newSignedInAccount, uniqueEmail } from './support/api-client.ts';

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('rate limits under parallel requests', () => {
  it('60 parallel wrong passwords for one address: 10 are checked, 50 refused', async () => {
    const { email } = await newSignedInAccount(undefined, 'right-secret');
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        new ApiClient().post('/auth/login', { email, password: `wrong-${i}` }),
      ),
    );
    expect(statuses(guesses)).toEqual({ 401: 10, 429: 50 });
    // The address stays locked, even for the right password.
    const owner = await new ApiClient().post('/auth/login', { email, password: 'right-secret' });
    expect(owner.status).toBe(429);
  });

  it('80 parallel reset requests from one address: 30 go through, 50 refused', async () => {
    const visitor = new ApiClient();
    const requests = await Promise.all(
      Array.from({ length: 80 }, () =>
        visitor.post('/auth/forgot-password', { email: uniqueEmail('reset') }),
      ),
    );
    expect(statuses(requests)).toEqual({ 204: 30, 429: 50 });
  });
});
