// Serves the built client: hashed assets cached for good, every other path gets
// index.html so that react-router can route it (and show its 404 page).
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '../auth/cookie.ts';
import { readViteManifest, routePreloads } from './route-preloads.ts';

export function staticClientRoutes(distDir: string) {
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
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: path.relative(process.cwd(), distDir) || '.' }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    const preloads = getCookie(c, SESSION_COOKIE) ? preloadsOf(c.req.path) : '';
    return c.html(preloads ? indexHtml.replace('</head>', `${preloads}</head>`) : indexHtml);
  });
  return app;
}
