// Runs in a worker thread (read-archive-off-thread.ts): unpacking, parsing and checking an
// uploaded family archive, and preparing its rows, off the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '#domain/errors.ts';
import { prepareImport, type Importer } from './prepare-import.ts';
import { readFamilyArchive } from './read-archive.ts';

const { archive, importer } = workerData as { archive: Uint8Array; importer: Importer };
try {
  const read = await readFamilyArchive(
    Buffer.from(archive.buffer, archive.byteOffset, archive.length),
  );
  // Strings and bytes only cross to the main thread: copied, not parsed again.
  parentPort?.postMessage({ prepared: prepareImport(read, importer) });
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  parentPort?.postMessage({ refused: error.message });
}
