import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSession } from '#domain/session/page-session.ts';
import { isFamilyPage, scriptSafeJson } from '#server/http/page-session.ts';
import { staticClientRoutes } from '#server/http/static-client.ts';

// A build whose entry starts Zero from a chunk of its own when the page names its member.
const MANIFEST = {
  'main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_sync.js': { file: 'assets/sync-3.js', imports: ['_vendor.js'] },
  'app/family-shell.tsx': { file: 'assets/family-shell-4.js', imports: ['_sync.js'] },
  'pages/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-5.js', imports: ['_sync.js'] },
  'zero/start-from-page.ts': { file: 'assets/start-6.js', imports: ['main.tsx', '_sync.js'] },
};

const MEMBER: PageSession = {
  user_id: 'u-1',
  family_id: 'f-1',
  family_user_id: 'm-1',
};

let dist: string;
const asked: string[] = [];
let answer: PageSession | null = MEMBER;
let app: ReturnType<typeof staticClientRoutes>;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-session-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><title>t</title></head><body></body></html>',
  );
  app = staticClientRoutes(dist, async (token) => {
    asked.push(token);
    return answer;
  });
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, cookie?: string) =>
  app.request(path, { headers: cookie ? { cookie } : {} });

/** The data block's JSON, parsed as the browser's entry script parses it. */
function dataBlock(html: string): unknown {
  const found = /<script type="application\/json" id="page-session">([^<]*)<\/script>/.exec(html);
  return found ? JSON.parse(found[1]!) : null;
}

describe('a family page names its member in a JSON data block', () => {
  it('names the member of a valid session, never the token, and no cache keeps it', async () => {
    answer = MEMBER;
    const response = await get('/dashboard', 'session=abc.secret-part');
    const html = await response.text();
    expect(dataBlock(html)).toEqual(MEMBER);
    expect(html).not.toContain('secret-part');
    expect(asked.at(-1)).toBe('abc.secret-part');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('preloads the chunk that starts Zero first, before the shell and the page', async () => {
    answer = MEMBER;
    const html = await (await get('/dashboard', 'session=abc.def')).text();
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)];
    expect(preloads.map((m) => m[1])).toEqual([
      '/assets/start-6.js',
      '/assets/sync-3.js',
      '/assets/family-shell-4.js',
      '/assets/dashboard-5.js',
    ]);
  });

  it('names nobody for an invalid session, a visitor or a public page', async () => {
    answer = null;
    const invalid = await get('/dashboard', 'session=abc.def');
    expect(dataBlock(await invalid.text())).toBeNull();
    expect(invalid.headers.get('cache-control')).toBe('no-cache');
    answer = MEMBER;
    const before = asked.length;
    expect(dataBlock(await (await get('/dashboard')).text())).toBeNull();
    for (const path of ['/login', '/signup', '/invite/xyz', '/setup']) {
      const response = await get(path, 'session=abc.def');
      expect(dataBlock(await response.text()), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect(asked.length).toBe(before); // not even looked up
  });

  it('cannot end its script element, whatever the ids hold', async () => {
    answer = {
      user_id: '</script><script>alert(1)</script>',
      family_id: '<!-- & \u2028 -->',
      family_user_id: null,
    };
    const html = await (await get('/planning', 'session=abc.def')).text();
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('<!--');
    expect(dataBlock(html)).toEqual(answer);
  });
});

describe('the data block', () => {
  it('is JSON with <, >, & and the line separators escaped', () => {
    const value = { text: '</script> <!-- a & b \u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('goes on the family pages only', () => {
    for (const path of ['/dashboard', '/dishes', '/dishes/d-1', '/cook/d-1', '/planning/'])
      expect(isFamilyPage(path), path).toBe(true);
    for (const path of ['/', '/login', '/setup', '/invite/t', '/dishes/d-1/x', '/share'])
      expect(isFamilyPage(path), path).toBe(false);
  });
});
