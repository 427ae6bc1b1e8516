// Issue 15, point 1: the client is split by route. Builds the client into a temporary
// folder and sums the gzipped JS each page loads before it can paint (entry chunk, the
// page's lazy route chunks and their static imports, from Vite's manifest).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPageBundles, PUBLIC_PAGES, type PageBundle } from '../../support/bundle-sizes.ts';

const KB = 1024;
const PUBLIC_BUDGET = 120 * KB;
// Issue 15 asks for 250 KB. The dashboard is 240.2 KB: 253.9 KB until the schemas the
// browser loads moved from classic zod to zod/mini (zod's share 23.9 KB -> 10.5 KB).
const DASHBOARD_BUDGET = 250 * KB;

let outDir: string;
let pages: ReturnType<typeof allPageBundles>;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  // A child process, as `npm run build` runs it: Vitest's NODE_ENV=test would give React's
  // development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const args = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir];
  await promisify(execFile)(process.execPath, args, { env });
  pages = allPageBundles(outDir);
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const kb = (bundle: PageBundle) => `${(bundle.jsGzip / KB).toFixed(1)} KB`;

describe('JS each page loads on first load, gzipped', () => {
  it.each(PUBLIC_PAGES)('the %s page stays within 120 KB', (page) => {
    expect(pages[page].jsGzip, `${page}: ${kb(pages[page])}`).toBeLessThanOrEqual(PUBLIC_BUDGET);
  });

  it('the dashboard stays within 250 KB', () => {
    expect(pages.dashboard.jsGzip, kb(pages.dashboard)).toBeLessThanOrEqual(DASHBOARD_BUDGET);
  });

  it('public pages do not load the sync engine', () => {
    // Replicache (Zero's local store) names itself in strings that minifying keeps.
    const loadsZero = (bundle: PageBundle) =>
      bundle.files.some((file) => readFileSync(join(outDir, file), 'utf8').includes('replicache'));
    expect(loadsZero(pages.dashboard)).toBe(true);
    for (const page of PUBLIC_PAGES) expect(loadsZero(pages[page]), page).toBe(false);
  });
});
