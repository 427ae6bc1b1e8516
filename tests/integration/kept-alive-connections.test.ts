// A client that keeps its connection open between requests (browsers, Playwright's API
// requests, a proxy) must find it still open a few seconds later: Node's default closes it
// after 5 s, and a request sent on it just then fails with ECONNRESET
// (server/stack/stack.ts).
import { Agent, request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

function get(agent: Agent, url: string) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, reused: req.reusedSocket }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('kept-alive connections', () => {
  it('stay open past Node’s 5 s default', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // Asked of anyone, answered 200 with or without a session.
    const url = `${inject('appUrl')}/api/auth/current`;
    try {
      expect(await get(agent, url)).toMatchObject({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(agent, url)).toMatchObject({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
