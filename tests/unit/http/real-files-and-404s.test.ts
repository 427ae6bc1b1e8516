// Real files, real 404s (docs/operations.md): robots.txt, the favicons and the page's
// description are files of their own; an address that is no page of the app is a 404, the
// app's own "Page not found" for one that looks like a page, plain text for a file.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_ROUTES, isAppRoute } from '#domain/app-routes.ts';
import { staticClientRoutes } from '#server/http/static-client.ts';

const CLIENT = join(import.meta.dirname, '../../../client');
let dist: string;
let app: ReturnType<typeof staticClientRoutes>;

// The build copies client/public beside the page; the files the test asks for are copied so.
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'real-files-'));
  copyFileSync(join(CLIENT, 'index.html'), join(dist, 'index.html'));
  for (const file of ['favicon.ico', 'icon.svg'])
    copyFileSync(join(CLIENT, 'public', file), join(dist, file));
  app = staticClientRoutes(dist);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('robots.txt', () => {
  it('allows the public sign-in pages and disallows every family page', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const allowed of ['/$', '/login', '/signup', '/request-access', '/disclosures'])
      expect(lines).toContain(`Allow: ${allowed}`);
    for (const family of ['/dashboard', '/shopping-list', '/planning', '/history', '/settings'])
      expect(lines).toContain(`Disallow: ${family}`);
    expect(lines).toContain('Disallow: /dishes/');
    expect(lines).toContain('Disallow: /cook/');
    expect(lines).toContain('Disallow: /invite/');
    expect(lines).toContain('Disallow: /api/');
  });
});

describe('favicons and the description', () => {
  it('serves /favicon.ico as an icon file, and the SVG icon the page links', async () => {
    const ico = await app.request('/favicon.ico');
    expect(ico.status).toBe(200);
    const bytes = Buffer.from(await ico.arrayBuffer());
    // An ICO header: reserved 0, type 1 (icon), then at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
    const svg = await app.request('/icon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('links both icons and describes the app on every page', async () => {
    const html = await (await app.request('/login')).text();
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/icon.svg"');
    expect(html).toMatch(/<meta\s+name="description"\s+content="[^"]{50,160}"/);
  });
});

describe('an address that is no page of the app', () => {
  it('answers every page of the app with 200', async () => {
    for (const path of ['/', '/login', '/signup', '/invite/abc.DEF-1', '/dishes/d1', '/cook/d1'])
      expect((await app.request(path)).status, path).toBe(200);
    for (const route of Object.values(FAMILY_ROUTES)) {
      const path = route.replace(/:[a-z]+/, 'x1');
      expect((await app.request(path)).status, path).toBe(200);
    }
  });

  it('answers a page-like unknown address with the app (its "Page not found") and 404', async () => {
    for (const path of ['/no-such-page', '/dashboard/extra', '/dishes/d1/more', '/wp-admin/']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('answers a file-like unknown address with a plain 404', async () => {
    for (const path of ['/x.php', '/foo.png', '/assets/gone-123.js', '/.env']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('Not Found');
    }
  });

  it('knows the router’s routes, with or without a trailing slash', () => {
    expect(isAppRoute('/planning/')).toBe(true);
    expect(isAppRoute('/invite/')).toBe(false);
    expect(isAppRoute('/dishes//x')).toBe(false);
  });
});

// The router and the server read one list: every literal path in the router is in it.
it('the router names its paths from the shared list', () => {
  const router = readFileSync(join(CLIENT, 'app/router.tsx'), 'utf8');
  expect(router).not.toMatch(/path: '\/[^']*'/);
});
