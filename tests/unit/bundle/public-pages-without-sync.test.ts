// The client is split by route: a visitor of a public page never downloads Zero's client.
// Builds the client into a temporary folder and follows Vite's manifest from the entry
// through each page's route chunks. (What each page weighs on the wire, compressed, is
// tests/e2e/page-weight.spec.ts.)
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPageFiles, PUBLIC_PAGES } from '../../support/bundle-sizes.ts';

let outDir: string;
let pages: ReturnType<typeof allPageFiles>;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'bundle-pages-'));
  // A child process, as `npm run build` runs it: Vitest's NODE_ENV=test would give React's
  // development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const args = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir];
  await promisify(execFile)(process.execPath, args, { env });
  pages = allPageFiles(outDir);
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('what each page loads first', () => {
  it('public pages do not load the sync engine', () => {
    // Replicache (Zero's local store) names itself in strings that minifying keeps.
    const loadsZero = (files: string[]) =>
      files.some((file) => readFileSync(join(outDir, file), 'utf8').includes('replicache'));
    expect(loadsZero(pages.dashboard)).toBe(true);
    for (const page of PUBLIC_PAGES) expect(loadsZero(pages[page]), page).toBe(false);
  });

  it('writes a brotli and a gzip copy beside every script of a page', () => {
    for (const file of pages.dashboard.filter((f) => f.endsWith('.js'))) {
      const raw = readFileSync(join(outDir, file));
      if (raw.length < 1024) continue;
      expect(readFileSync(join(outDir, `${file}.br`)).length, file).toBeLessThan(raw.length);
      expect(readFileSync(join(outDir, `${file}.gz`)).length, file).toBeLessThan(raw.length);
    }
  });
});
