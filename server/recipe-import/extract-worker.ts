// Runs in a worker thread (extract-off-thread.ts): extraction of a fetched page, off the
// server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { readRecipe, TooDeeplyNestedError } from 'recipe-reader';

const { html, pageUrl } = workerData as { html: string; pageUrl: string };
try {
  parentPort?.postMessage({ recipe: readRecipe(html, pageUrl) });
} catch (error) {
  if (!(error instanceof TooDeeplyNestedError)) throw error;
  parentPort?.postMessage({ refused: error.message });
}
