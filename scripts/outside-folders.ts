// Folders of pages the corpus does not hold (scripts/outside-cases.ts gathers them from
// recipe-scrapers' test data), each named by an environment variable. Nothing was ever tuned
// on them, so the benches print their figures only, and skip a folder that is not named.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export type OutsideFolder = { dir: string; label: string };

const OUTSIDE_FOLDERS = [
  { env: 'RECIPE_OUTSIDE_CASES', label: 'sites outside the corpus (never tuned on)' },
  {
    env: 'RECIPE_OUTSIDE_OTHER_CASES',
    label: 'other pages of the sites outside the corpus (never tuned on)',
  },
  {
    env: 'RECIPE_HELD_OUT_OTHER_CASES',
    label: 'other pages of the held-out sites (never tuned on)',
  },
] as const;

/** The outside folders the environment names and that exist. */
export function outsideFolders(env: NodeJS.ProcessEnv = process.env): OutsideFolder[] {
  return OUTSIDE_FOLDERS.flatMap(({ env: name, label }) => {
    const dir = env[name];
    return dir && existsSync(dir) ? [{ dir: resolve(dir), label }] : [];
  });
}
