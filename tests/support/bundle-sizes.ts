// The chunks each page loads before it can paint, read from Vite's manifest
// (`build.manifest: true`): the entry chunk and its static imports, plus the lazy route
// chunks of the page and their static imports. What those weigh on the wire is measured
// from real responses by tests/e2e/page-weight.spec.ts.
import { entryKey, readViteManifest, staticClosure } from '#server/http/route-preloads.ts';

/** The lazy modules (keys of the manifest, relative to client/) each checked page loads. */
export const PAGE_ROUTES = {
  landing: ['pages/landing/landing-page.tsx'],
  login: ['pages/auth/login-page.tsx'],
  signup: ['pages/auth/signup-page.tsx'],
  'request access': ['pages/request-access/request-access-page.tsx'],
  invitation: ['pages/invite/invite-page.tsx'],
  dashboard: ['app/family-shell.tsx', 'pages/dashboard/dashboard-page.tsx'],
} as const;

export const PUBLIC_PAGES = ['landing', 'login', 'signup', 'request access', 'invitation'] as const;

/** The files (relative to `distDir`) of each page's first load. */
export function allPageFiles(distDir: string): Record<keyof typeof PAGE_ROUTES, string[]> {
  const manifest = readViteManifest(distDir);
  if (!manifest) throw new Error(`no Vite manifest in ${distDir}`);
  return Object.fromEntries(
    Object.entries(PAGE_ROUTES).map(([page, lazy]) => [
      page,
      [...staticClosure(manifest, [entryKey(manifest), ...lazy])].map((key) => manifest[key]!.file),
    ]),
  ) as Record<keyof typeof PAGE_ROUTES, string[]>;
}
