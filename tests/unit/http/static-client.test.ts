import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticClientRoutes } from '../../../server/http/static-client.ts';

// A build as Vite writes it: an entry that imports a vendor chunk, and lazy route chunks.
const MANIFEST = {
  'main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_sync.js': { file: 'assets/sync-3.js', imports: ['_vendor.js'] },
  'app/family-shell.tsx': { file: 'assets/family-shell-4.js', imports: ['_sync.js'] },
  'pages/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-5.js', imports: ['_sync.js'] },
  'pages/landing/landing-page.tsx': { file: 'assets/landing-6.js' },
};

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
