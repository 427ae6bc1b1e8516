import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticClientRoutes } from '#server/http/static-client.ts';

// A build as Vite writes it: an entry that imports a vendor chunk, and lazy route chunks.
const MANIFEST = {
  'main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_sync.js': { file: 'assets/sync-3.js', imports: ['_vendor.js'] },
  'app/family-shell.tsx': { file: 'assets/family-shell-4.js', imports: ['_sync.js'] },
  'pages/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-5.js', imports: ['_sync.js'] },
  'pages/landing/landing-page.tsx': { file: 'assets/landing-6.js' },
};

const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dist: string;
let app: ReturnType<typeof staticClientRoutes>;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-client-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><title>t</title></head><body></body></html>',
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/main-1.js'), MAIN_JS);
  writeFileSync(join(dist, 'assets/main-1.js.br'), brotliCompressSync(MAIN_JS));
  writeFileSync(join(dist, 'assets/main-1.js.gz'), gzipSync(MAIN_JS));
  app = staticClientRoutes(dist);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const preloads = async (path: string, cookie?: string) => {
  const response = await app.request(path, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  return [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
};

describe('the HTML of a signed-in page names its chunks', () => {
  it('preloads the family shell and the page, not what the entry already loads', async () => {
    expect(await preloads('/dashboard', 'session=abc.def')).toEqual([
      '/assets/family-shell-4.js',
      '/assets/sync-3.js',
      '/assets/dashboard-5.js',
    ]);
  });

  it('preloads nothing for a visitor without a session, or for a public page', async () => {
    expect(await preloads('/dashboard')).toEqual([]);
    expect(await preloads('/', 'session=abc.def')).toEqual([]);
    expect(await preloads('/login', 'session=abc.def')).toEqual([]);
  });
});

describe('hashed assets go out compressed at build time', () => {
  const get = (encodings?: string) =>
    app.request('/assets/main-1.js', {
      headers: encodings ? { 'accept-encoding': encodings } : {},
    });

  it('sends the brotli copy to a browser that takes it, cached for good', async () => {
    const response = await get('gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(MAIN_JS);
  });

  it('sends gzip without brotli, and the file as is to a browser that takes neither', async () => {
    const gzipped = await get('gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(MAIN_JS);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(MAIN_JS);
  });
});
