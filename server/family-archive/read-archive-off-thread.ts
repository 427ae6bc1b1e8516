// An uploaded family archive is read in a worker thread with a time and memory limit:
// inflating, untarring and JSON.parse of up to ARCHIVE_LIMITS' unpacked bytes takes seconds
// of CPU, which on the event loop would stall every family's requests and sync meanwhile
// (docs/security.md, "Limits on what a caller can ask"). An archive over a limit is refused
// like any other unreadable one.
import { Worker } from 'node:worker_threads';
import { AppError } from '#domain/errors.ts';
import type { Importer, PreparedImport } from './prepare-import.ts';
import { importRefused } from './read-archive.ts';

export type ReadLimits = { timeMs: number; memoryMb: number };

// A real export is read in well under a second; a worker starts in up to a second.
export const READ_LIMITS: ReadLimits = { timeMs: 20_000, memoryMb: 512 };

const workerUrl = new URL('./read-archive-worker.ts', import.meta.url);
// One at a time: each may hold a few hundred MB, and imports are rare.
let queue: Promise<unknown> = Promise.resolve();

type WorkerAnswer = { prepared: PreparedImport } | { refused: string };

/** Buffers come back from the worker as plain Uint8Arrays. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

function runWorker(archive: Buffer, importer: Importer, limits: ReadLimits) {
  return new Promise<PreparedImport>((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: { archive, importer },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.ceil(limits.memoryMb / 4)),
      },
    });
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    const tooLarge = () => finish(() => reject(importRefused('too large or too complex to read')));
    const timer = setTimeout(tooLarge, limits.timeMs);
    worker.once('message', (answer: WorkerAnswer) =>
      finish(() => {
        if ('refused' in answer) return reject(new AppError('IMPORT_INVALID', answer.refused));
        const { prepared } = answer;
        const photos = new Map([...prepared.photos].map(([id, bytes]) => [id, asBuffer(bytes)]));
        resolve({ ...prepared, photos });
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : finish(() => reject(error)),
    );
    worker.once('exit', tooLarge);
  });
}

/** The archive read, checked and prepared for `importer`, or IMPORT_INVALID. */
export function readFamilyArchiveOffThread(
  archive: Buffer,
  importer: Importer,
  limits: ReadLimits = READ_LIMITS,
): Promise<PreparedImport> {
  const turn = queue.then(() => runWorker(archive, importer, limits));
  queue = turn.catch(() => {});
  return turn;
}
