// Runs in a worker thread (read-archive-off-thread.ts): unpacking, parsing and checking an
// uploaded family archive, off the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../domain/errors.ts';
import { readFamilyArchive } from './read-archive.ts';

const { archive } = workerData as { archive: Uint8Array };
try {
  const read = readFamilyArchive(Buffer.from(archive.buffer, archive.byteOffset, archive.length));
  // Copied, not transferred: Node's pooled Buffers cannot be transferred.
  parentPort?.postMessage({ read });
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  parentPort?.postMessage({ refused: error.message });
}
