// A member's page loads its code only once the entry script has run and routed (route
// chunks are lazy), and only then asks for the session: on a new device that chain was
// most of the second the dashboard took (bench:history). For a request that carries a
// session cookie, the HTML names the page's chunks, so the browser fetches them while the
// entry script still runs. Visitors without one get the HTML as built: the public pages
// stay as light as they are.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

const FAMILY_SHELL = 'app/family-shell.tsx';
// Started by the entry script when the page names its member (server/http/page-session.ts).
const ZERO_START = 'zero/start-from-page.ts';

/** The page module of each signed-in address (client/app/router.tsx). */
const PAGE_MODULES: Record<string, string> = {
  '/dashboard': 'pages/dashboard/dashboard-page.tsx',
  '/shopping-list': 'pages/shopping/shopping-list-page.tsx',
  '/planning': 'pages/planning/planning-page.tsx',
  '/dishes': 'pages/dishes/dish-library-page.tsx',
  '/history': 'pages/history/history-page.tsx',
  '/settings': 'pages/settings/settings-page.tsx',
  '/chat': 'pages/chat/chat-page.tsx',
};

/** Vite's manifest of a build (`build.manifest: true`), or null when there is none. */
export function readViteManifest(distDir: string): ViteManifest | null {
  const file = path.join(distDir, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
}

export function entryKey(manifest: ViteManifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  return entry;
}

/** Every chunk reachable through static imports from `roots` (keys of the manifest). */
export function staticClosure(manifest: ViteManifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** The `<link rel="modulepreload">` tags of a signed-in page, or '' for any other address. */
export function routePreloads(manifest: ViteManifest): (pathname: string) => string {
  // The entry's own imports are preloaded by the built HTML already.
  const inHtml = staticClosure(manifest, [entryKey(manifest)]);
  const tags = new Map<string, string>();
  for (const [pathname, page] of Object.entries(PAGE_MODULES)) {
    if (!manifest[page] || !manifest[FAMILY_SHELL]) continue;
    // Zero's start first: a browser fetches six files at a time from one host, in the
    // order the page names them, and the socket waits for these.
    const roots = [...(manifest[ZERO_START] ? [ZERO_START] : []), FAMILY_SHELL, page];
    const chunks = [...staticClosure(manifest, roots)].filter((key) => !inHtml.has(key));
    tags.set(
      pathname,
      chunks
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
        .join(''),
    );
  }
  return (pathname) => tags.get(pathname.replace(/\/$/, '')) ?? '';
}
