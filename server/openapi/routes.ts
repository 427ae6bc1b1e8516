// /openapi.json and /docs: the API described, for anyone (it holds no data).
import { Hono } from 'hono';
import { publicUrl } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { docsPage } from './docs-page.ts';
import { openApiDocument } from './openapi-document.ts';

export function openApiRoutes(deps: AppDeps) {
  let document: ReturnType<typeof openApiDocument> | null = null;
  const current = () => (document ??= openApiDocument(publicUrl(deps.env)));
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(current()))
    .get('/docs', (c) => c.html(docsPage(current())));
}
