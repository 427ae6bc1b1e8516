// docs/security.md, "Network, sync socket and imports": one hostile recipe page (a few KB gzipped, ~3 MiB of nested <div>s)
// used to block the server's event loop for minutes. Extraction now runs in a worker with
// a time and memory limit and refuses absurd nesting; imports are limited per member.
// The app runs in this process, so a blocked event loop would delay these very requests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#domain/errors.ts';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { inProcessApp, type InProcessApp } from './support/in-process-app.ts';

// Just under the fetcher's 3 MiB limit.
const HOSTILE_PAGE = gzipSync(
  `<!doctype html><html><head><title>Soup</title></head><body>${'<div>'.repeat(620_000)}`,
);
const RECIPE_PAGE = `<!doctype html><html><head><script type="application/ld+json">
  {"@type":"Recipe","name":"Plain Soup","recipeIngredient":["water"],"recipeInstructions":"Boil."}
  </script></head><body></body></html>`;

let pages: Server;
let base: string;
let app: InProcessApp;

beforeAll(async () => {
  pages = createServer((req, res) => {
    if (req.url === '/hostile') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(HOSTILE_PAGE);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(RECIPE_PAGE);
    }
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  app = inProcessApp({
    RECIPE_FETCH_ALLOW_PRIVATE: 'true',
    RECIPE_IMPORTS_PER_MEMBER_PER_HOUR: '3',
  });
});

afterAll(async () => {
  await app.stop();
  await new Promise((resolve) => pages.close(resolve));
});

describe('a hostile recipe page', () => {
  it('leaves other requests answering within 200 ms and ends with the spec’s failure message', async () => {
    expect(HOSTILE_PAGE.length).toBeLessThan(10_000);
    const cook = await newFamilyMember('Hostile', 'Hal');
    const token = cook.api.token!;
    let done = false;
    const hostile = app
      .request<ErrorBody>('POST', '/dishes/from-url', { token, body: { url: `${base}/hostile` } })
      .finally(() => {
        done = true;
      });
    const latencies: number[] = [];
    while (!done || latencies.length < 5) {
      // A request of another member, started from a fresh turn of the event loop (an
      // in-process request alone would never give the loop back).
      const started = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      const answer = await app.request('GET', '/auth/options');
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answer.status).toBe(200);
    }
    const result = await hostile;
    expect(result.status).toBe(422);
    expect(result.body.error).toEqual({
      code: 'RECIPE_IMPORT_FAILED',
      message: errorMessages.RECIPE_IMPORT_FAILED,
    });
    expect(Math.max(...latencies)).toBeLessThan(200);
  });

  it('counts against a per-member limit of imports', async () => {
    const cook = await newFamilyMember('Importing', 'Ira');
    const token = cook.api.token!;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await app.request('POST', '/dishes/from-url', {
        token,
        body: { url: `${base}/recipe` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another member has their own allowance.
    const other = await newFamilyMember('Importing', 'Ora');
    const theirs = await app.request('POST', '/dishes/from-url', {
      token: other.api.token!,
      body: { url: `${base}/recipe` },
    });
    expect(theirs.status).toBe(200);
  });
});
