// Serves the built client: hashed assets cached for good and sent as the brotli or gzip copy
// the build wrote beside them (scripts/vite-precompress.ts) when the browser accepts it;
// a page of the app (#domain/app-routes.ts) gets index.html (compressed on the fly,
// compress-responses.ts) so that react-router can route it. Any other address is a 404:
// one that looks like a page gets the same HTML with status 404, so that the app shows its
// own "Page not found"; one that looks like a file (/x.php, /foo.png) a plain-text 404
// (docs/operations.md, "Real files, real 404s").
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '../auth/cookie.ts';
import { isAppRoute, robotsTxt } from '#domain/app-routes.ts';
import type { PageSession } from '#domain/session/page-session.ts';
import { buildIdOf, buildMetaTag, type BuildId } from './build-id.ts';
import { isFamilyPage, pageSessionTag } from './page-session.ts';
import { readViteManifest, routePreloads } from './route-preloads.ts';

/** The family member a session cookie's token signs in, or null (server/http/page-session.ts). */
export type PageSessionOf = (token: string) => Promise<PageSession | null>;

export function staticClientRoutes(
  distDir: string,
  pageSessionOf?: PageSessionOf,
  buildId: BuildId = buildIdOf({ CLIENT_DIST_DIR: distDir }),
) {
  const app = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) => c.text('The client is not built. Run `npm run build`.', 503));
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const manifest = readViteManifest(distDir);
  const preloadsOf = manifest ? routePreloads(manifest) : () => '';
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt());
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    // Also on the answers sent as is: a shared cache must not give them to a browser that
    // would have taken a compressed copy (or the reverse).
    if (!c.res.headers.get('Vary')?.includes('Accept-Encoding'))
      c.header('Vary', 'Accept-Encoding', { append: true });
  });
  app.use(
    '*',
    serveStatic({ root: path.relative(process.cwd(), distDir) || '.', precompressed: true }),
  );
  app.get('*', async (c) => {
    const known = isAppRoute(c.req.path);
    if (!known && looksLikeFile(c.req.path)) return c.text('Not Found', 404);
    const token = getCookie(c, SESSION_COOKIE);
    const preloads = token ? preloadsOf(c.req.path) : '';
    const session =
      token && pageSessionOf && isFamilyPage(c.req.path) ? await pageSessionOf(token) : null;
    // A page that names a member is that member's alone: no cache may keep it.
    c.header('Cache-Control', session ? 'no-store' : 'no-cache');
    c.header('Vary', 'Cookie', { append: true });
    const head = `${buildMetaTag(buildId())}${session ? pageSessionTag(session) : ''}${preloads}`;
    return c.html(indexHtml.replace('</head>', `${head}</head>`), known ? 200 : 404);
  });
  return app;
}

/** A last segment with an extension: a file, never one of the app's pages. */
function looksLikeFile(pathname: string): boolean {
  return /\.[^/.]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}
