// Learns that the server now serves a build other than the one this page was served with
// (docs/operations.md, "Upgrades"): asked when the member comes back to the page, when the
// network returns and every few minutes, never at load (it costs the first visit nothing).
import { BUILD_META_NAME, VERSION_PATH } from '#domain/session/page-build.ts';

const CHECK_EVERY_MS = 5 * 60_000;

function pageBuild(): string | null {
  return (
    document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content || null
  );
}

async function servedBuild(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const { build } = (await response.json()) as { build?: unknown };
    return typeof build === 'string' && build ? build : null;
  } catch {
    return null; // offline, or the server restarting: asked again later
  }
}

/** Calls `onNew` once, when the served build is another; returns the stop. */
export function watchForNewBuild(onNew: () => void): () => void {
  const own = pageBuild();
  // A page without the tag (Vite's development server) has no build to compare.
  if (!own) return () => {};
  let found = false;
  let asking = false;
  const check = async () => {
    if (found || asking) return;
    asking = true;
    const served = await servedBuild();
    asking = false;
    if (!served || served === own || found) return;
    found = true;
    onNew();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const onEvent = () => void check();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onEvent);
  window.addEventListener('online', onEvent);
  const interval = setInterval(onEvent, CHECK_EVERY_MS);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onEvent);
    window.removeEventListener('online', onEvent);
    clearInterval(interval);
  };
}
