// /openapi.json and /docs: the API described, for anyone (it holds no data). The document is
// made once, from the API app itself (`apiOf`: the app these routes are mounted in).
import { Hono } from 'hono';
import { z } from 'zod';
import { publicUrl } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { docsPage } from './docs-page.ts';
import { openApiDocument } from './openapi-document.ts';
import { documented } from './route-doc.ts';

export function openApiRoutes(deps: AppDeps, apiOf: () => Hono<AppEnv>) {
  let document: Promise<Record<string, unknown>> | null = null;
  const current = () => (document ??= openApiDocument(apiOf(), publicUrl(deps.env)));
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      documented({
        tag: 'Service',
        summary: 'This document (OpenAPI 3.1)',
        public: true,
        response: z.looseObject({
          openapi: z.literal('3.1.0'),
          info: z.looseObject({ title: z.string(), version: z.string() }),
          paths: z.record(z.string(), z.unknown()),
        }),
      }),
      async (c) => c.json(await current()),
    )
    .get(
      '/docs',
      documented({
        tag: 'Service',
        summary: 'This document as a page',
        public: true,
        rawResponse: 'text/html',
      }),
      async (c) => c.html(docsPage(await current())),
    );
}
