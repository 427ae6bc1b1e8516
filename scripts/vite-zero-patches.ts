// Two of Zero's modules are replaced in the browser build by ours, which keep its
// behaviour and signatures but not its leak: Zero 1.9's connection loop kept a few hundred
// bytes more on every message from the server for as long as a page stayed visible and
// connected (docs/performance.md, "A tablet left open"). Written against 1.9.0's modules:
// another version of Zero stops the build until someone has compared them again (and
// dropped these if Zero fixed it; tests/unit/zero/zero-patches.test.ts says whether it did).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const PATCHED_ZERO_VERSION = '1.9.0';

const zeroEntry = fileURLToPath(import.meta.resolve('@rocicorp/zero'));
const zeroRoot = zeroEntry.slice(0, zeroEntry.lastIndexOf('/out/'));
const ours = (file: string) =>
  fileURLToPath(new URL(`../client/zero/zero-patches/${file}`, import.meta.url));

/** Zero's module (absolute path) → the module that replaces it. */
export const ZERO_PATCHES: ReadonlyMap<string, string> = new Map([
  [`${zeroRoot}/out/shared/src/promise-race.js`, ours('promise-race.ts')],
  [`${zeroRoot}/out/shared/src/document-visible.js`, ours('document-visible.ts')],
]);

export function zeroPatches(): Plugin {
  return {
    name: 'zero-patches',
    enforce: 'pre',
    buildStart() {
      const { version } = JSON.parse(readFileSync(`${zeroRoot}/package.json`, 'utf8')) as {
        version: string;
      };
      if (version !== PATCHED_ZERO_VERSION)
        this.error(
          `scripts/vite-zero-patches.ts replaces modules of @rocicorp/zero ${PATCHED_ZERO_VERSION}, ` +
            `not ${version}: compare them with the new version's and update PATCHED_ZERO_VERSION`,
        );
    },
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const from = importer.replace(/\\/g, '/');
      if (!from.startsWith(`${zeroRoot}/out/`)) return null;
      return ZERO_PATCHES.get(path.posix.resolve(path.posix.dirname(from), source)) ?? null;
    },
  };
}
