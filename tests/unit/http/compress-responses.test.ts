import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponses } from '#server/http/compress-responses.ts';

const big = { rows: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Dish ${i}` })) };

const app = new Hono()
  .use(compressResponses())
  .get('/api/dishes', (c) => c.json(big))
  .get('/api/health', (c) => c.json({ ok: true }))
  .post('/api/zero/query', (c) => c.json(big))
  .get('/sync', (c) => c.json(big))
  .get('/dashboard', (c) => c.html(`<html><body>${'<p>dinner</p>'.repeat(200)}</body></html>`))
  .get('/api/chat', (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ data: JSON.stringify(big) });
    }),
  );

const GZIP = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('HTML and JSON above 1 KB are gzipped on the way out', () => {
  it('gzips a large JSON answer and an HTML page', async () => {
    for (const path of ['/api/dishes', '/dashboard']) {
      const response = await app.request(path, { headers: GZIP });
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(response.headers.get('vary'), path).toContain('Accept-Encoding');
      const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
      if (path === '/api/dishes') expect(JSON.parse(body)).toEqual(big);
    }
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const response = await app.request('/api/health', { headers: GZIP });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ ok: true });
  });

  it('sends as is to a client that accepts no compression', async () => {
    const response = await app.request('/api/dishes');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual(big);
  });

  it('does not compress the Zero endpoints, /sync or an event stream', async () => {
    const sync = await app.request('/sync', { headers: GZIP });
    expect(sync.headers.get('content-encoding')).toBeNull();
    const zero = await app.request('/api/zero/query', { method: 'POST', headers: GZIP });
    expect(zero.headers.get('content-encoding')).toBeNull();
    expect(await zero.json()).toEqual(big);
    const events = await app.request('/api/chat', { headers: GZIP });
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain('Dish 99');
  });
});
