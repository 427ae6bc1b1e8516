// What each page downloads, read from Vite's manifest (`build.manifest: true`): the entry
// chunk and its static imports, plus the lazy route chunks of the page and their static
// imports. Gzip at level 9 of the bytes on disk, so the figures are deterministic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  entryKey,
  readViteManifest,
  staticClosure,
  type ViteManifest,
} from '../../server/http/route-preloads.ts';

export type Manifest = ViteManifest;

/** The lazy modules (keys of the manifest, relative to client/) each measured page loads. */
export const PAGE_ROUTES = {
  landing: ['pages/landing/landing-page.tsx'],
  login: ['pages/auth/login-page.tsx'],
  signup: ['pages/auth/signup-page.tsx'],
  'request access': ['pages/request-access/request-access-page.tsx'],
  invitation: ['pages/invite/invite-page.tsx'],
  dashboard: ['app/family-shell.tsx', 'pages/dashboard/dashboard-page.tsx'],
  'shopping list': ['app/family-shell.tsx', 'pages/shopping/shopping-list-page.tsx'],
} as const;

export const PUBLIC_PAGES = ['landing', 'login', 'signup', 'request access', 'invitation'] as const;

export type PageBundle = { files: string[]; jsBytes: number; jsGzip: number; cssGzip: number };

function readManifest(distDir: string): Manifest {
  const manifest = readViteManifest(distDir);
  if (!manifest) throw new Error(`no Vite manifest in ${distDir}`);
  return manifest;
}

export function pageBundle(distDir: string, manifest: Manifest, lazy: readonly string[]) {
  const keys = staticClosure(manifest, [entryKey(manifest), ...lazy]);
  const result: PageBundle = { files: [], jsBytes: 0, jsGzip: 0, cssGzip: 0 };
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    const bytes = readFileSync(join(distDir, chunk.file));
    result.files.push(chunk.file);
    result.jsBytes += bytes.length;
    result.jsGzip += gzipSync(bytes, { level: 9 }).length;
    for (const file of chunk.css ?? []) css.add(file);
  }
  for (const file of css)
    result.cssGzip += gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  return result;
}

export function allPageBundles(distDir: string): Record<keyof typeof PAGE_ROUTES, PageBundle> {
  const manifest = readManifest(distDir);
  return Object.fromEntries(
    Object.entries(PAGE_ROUTES).map(([page, lazy]) => [page, pageBundle(distDir, manifest, lazy)]),
  ) as Record<keyof typeof PAGE_ROUTES, PageBundle>;
}
