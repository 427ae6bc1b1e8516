// Serves the built client: hashed assets cached for good and sent as the brotli or gzip copy
// the build wrote beside them (scripts/vite-precompress.ts) when the browser accepts it;
// every other path gets index.html (compressed on the fly, compress-responses.ts) so that
// react-router can route it (and show its 404 page).
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '../auth/cookie.ts';
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
    const token = getCookie(c, SESSION_COOKIE);
    const preloads = token ? preloadsOf(c.req.path) : '';
    const session =
      token && pageSessionOf && isFamilyPage(c.req.path) ? await pageSessionOf(token) : null;
    // A page that names a member is that member's alone: no cache may keep it.
    c.header('Cache-Control', session ? 'no-store' : 'no-cache');
    c.header('Vary', 'Cookie', { append: true });
    const head = `${buildMetaTag(buildId())}${session ? pageSessionTag(session) : ''}${preloads}`;
    return c.html(indexHtml.replace('</head>', `${head}</head>`));
  });
  return app;
}
