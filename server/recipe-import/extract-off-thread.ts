// Recipe extraction reads a page that anyone can write. It runs in a worker thread with a
// time and memory limit, so that one hostile page (a few KB gzipped, megabytes of nested
// tags) can neither freeze the server for everyone nor take its memory; a page over a
// limit fails the import like any other unreadable page.
import { Worker } from 'node:worker_threads';
import type { ExtractedRecipe } from 'recipe-reader';
import { RecipeFetchError } from './safe-fetch.ts';

export type ExtractLimits = { timeMs: number; memoryMb: number };

// A real page takes tens of milliseconds, plus up to a second to start the worker.
export const EXTRACT_LIMITS: ExtractLimits = { timeMs: 8000, memoryMb: 256 };
// Two cores here: more workers at once would only slow each other down.
const MAX_CONCURRENT = 2;

const workerUrl = new URL('./extract-worker.ts', import.meta.url);
let running = 0;
const waiting: Array<() => void> = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

type WorkerAnswer = { recipe: ExtractedRecipe | null } | { refused: string };

function runWorker(html: string, pageUrl: string, limits: ExtractLimits) {
  return new Promise<ExtractedRecipe | null>((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: { html, pageUrl },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.ceil(limits.memoryMb / 4)),
      },
    });
    const fail = (cause?: unknown) =>
      reject(new RecipeFetchError('TOO_COMPLEX', undefined, { cause }));
    const timer = setTimeout(() => {
      fail(new Error(`extraction took over ${limits.timeMs} ms`));
      void worker.terminate();
    }, limits.timeMs);
    worker.once('message', (answer: WorkerAnswer) => {
      clearTimeout(timer);
      if ('refused' in answer) fail(new Error(answer.refused));
      else resolve(answer.recipe);
      void worker.terminate();
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash of the extractor.
    worker.once('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      fail(new Error('extraction ended without an answer'));
    });
  });
}

export function extractRecipeOffThread(
  html: string,
  pageUrl: string,
  limits: ExtractLimits = EXTRACT_LIMITS,
): Promise<ExtractedRecipe | null> {
  return slot(() => runWorker(html, pageUrl, limits));
}
