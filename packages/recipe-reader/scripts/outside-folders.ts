// Folders of pages the corpus does not hold (scripts/outside-cases.ts gathers them from
// recipe-scrapers' test data, scripts/removed-sites-cases.ts from its history), each named by
// an environment variable; the benches print their figures only, and skip a folder that is not
// named. The outside sites' pages were never tuned on until the second round of 2026-11-26;
// the held-out sites' other pages never were; the removed sites split into folds like the
// corpus's, and only folds 1 and 2 were tuned on (2026-11-26, third round).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** A folder, and whether its sites split into folds like the corpus's (fold 0 held out). */
export type OutsideFolder = { dir: string; label: string; byFold: boolean };

/** The variables naming each folder: scripts/outside-cases.ts's three modes, then the removed sites. */
export const FIRST_PAGES_VARIABLE = 'RECIPE_OUTSIDE_CASES';
export const OTHER_PAGES_VARIABLE = 'RECIPE_OUTSIDE_OTHER_CASES';
export const HELD_OUT_OTHER_PAGES_VARIABLE = 'RECIPE_HELD_OUT_OTHER_CASES';
export const REMOVED_SITES_VARIABLE = 'RECIPE_REMOVED_SITES_CASES';

const OUTSIDE_FOLDERS = [
  {
    env: FIRST_PAGES_VARIABLE,
    label: 'sites outside the corpus, first pages (tuned on since 2026-11-26)',
  },
  {
    env: OTHER_PAGES_VARIABLE,
    label: 'other pages of the sites outside the corpus (tuned on since 2026-11-26)',
  },
  {
    env: HELD_OUT_OTHER_PAGES_VARIABLE,
    label: 'other pages of the held-out sites (never tuned on)',
  },
  {
    env: REMOVED_SITES_VARIABLE,
    label: 'sites recipe-scrapers has removed (folds 1 and 2 tuned on since 2026-11-26)',
    byFold: true,
  },
] as const;

/** The outside folders the environment names and that exist. */
export function outsideFolders(env: NodeJS.ProcessEnv = process.env): OutsideFolder[] {
  return OUTSIDE_FOLDERS.flatMap((folder) => {
    const dir = env[folder.env];
    const byFold = 'byFold' in folder && folder.byFold;
    return dir && existsSync(dir) ? [{ dir: resolve(dir), label: folder.label, byFold }] : [];
  });
}
