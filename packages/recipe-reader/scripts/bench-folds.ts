// Leave-sites-out folds of the recipe corpus: each site goes to a fold by a hash of its name,
// so the split is fixed, needs no list, and never depends on how well a site scores. Fold 0
// is held out: no rule may be tuned while looking at its pages; the other folds are where
// tuning happens. Each fold is scored as sites unseen by the rules tuned on the rest.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FOLDS = 3;
export const HELD_OUT_FOLD = 0;

export function foldOf(site: string): number {
  return createHash('sha256').update(site).digest()[0]! % FOLDS;
}

/** A temporary cases folder per fold, each holding links to its sites' folders. */
export function foldDirectories(casesDir: string): { dirs: string[]; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'recipe-folds-'));
  const dirs = Array.from({ length: FOLDS }, (_, fold) => {
    const dir = join(root, `fold-${fold}`);
    mkdirSync(dir);
    return dir;
  });
  for (const site of readdirSync(casesDir).sort()) {
    const path = join(casesDir, site);
    if (!statSync(path).isDirectory()) continue;
    symlinkSync(path, join(dirs[foldOf(site)]!, site));
  }
  return { dirs, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
