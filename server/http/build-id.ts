// Which build of the client this server serves: the page carries the one it was served with
// (a meta tag), and an open page asks GET /api/version to learn that a newer one is live
// (docs/operations.md, "Upgrades"). By default the build is named by its index.html, which
// names every hashed asset, so any change to the client's code changes it. BUILD_ID_FILE
// names it instead, read again when it changes: an operator, or a test, announces a new
// version without rebuilding.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_META_NAME } from '#domain/session/page-build.ts';

export type BuildId = () => string;

function indexBuildId(distDir: string): string {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return 'unbuilt';
  return createHash('sha256').update(readFileSync(indexFile)).digest('hex').slice(0, 16);
}

/** What an HTML attribute and a JSON answer carry alike. */
const cleanId = (text: string) => text.replace(/[^\w.-]/g, '').slice(0, 100);

export function buildIdOf(env: { CLIENT_DIST_DIR: string; BUILD_ID_FILE?: string }): BuildId {
  const built = indexBuildId(env.CLIENT_DIST_DIR);
  const file = env.BUILD_ID_FILE;
  if (!file) return () => built;
  let seen = { mtimeMs: -1, id: built };
  return () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return built;
    if (mtimeMs !== seen.mtimeMs)
      seen = { mtimeMs, id: cleanId(readFileSync(file, 'utf8')) || built };
    return seen.id;
  };
}

/** The tag that tells the page which build it is. */
export const buildMetaTag = (id: string) => `<meta name="${BUILD_META_NAME}" content="${id}">`;
