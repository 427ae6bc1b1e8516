// A family archive is a gzipped tar of files (POSIX ustar), written and read with
// tar-stream and Node's zlib. Reading is defensive: the unpacked size is capped while
// inflating (a gzip bomb stops at the cap), only plain files with safe relative names are
// accepted (no links, no "..", no absolute paths), and their number is capped. Reading
// runs in a worker thread (read-archive-off-thread.ts) and writing compresses on zlib's
// thread pool: megabytes of deflate never hold the server's event loop.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';

const gzipAsync = promisify(gzip);

export type ArchiveFile = { name: string; data: Buffer };

export class ArchiveFormatError extends Error {}

/** Names a family archive may hold: JSON files at the top, and dish photos under photos/. */
const SAFE_NAME = /^(?:[a-z0-9][a-z0-9-]*\.json|photos\/[A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** The tar itself, uncompressed. */
export async function packTar(files: readonly ArchiveFile[]): Promise<Buffer> {
  const tar = pack();
  const packed = buffer(tar);
  const mtime = new Date();
  for (const file of files) {
    if (!SAFE_NAME.test(file.name)) throw new Error(`Unsafe archive name ${file.name}`);
    tar.entry({ name: file.name, size: file.data.length, mode: 0o644, mtime }, file.data);
  }
  tar.finalize();
  return packed;
}

export async function packTarGz(files: readonly ArchiveFile[]): Promise<Buffer> {
  return gzipAsync(await packTar(files));
}

export async function unpackTarGz(
  archive: Buffer,
  limits: { maxUnpackedBytes: number; maxFiles: number },
): Promise<ArchiveFile[]> {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive, { maxOutputLength: limits.maxUnpackedBytes });
  } catch {
    throw new ArchiveFormatError('not a gzip file, damaged, or too large once unpacked');
  }
  const files: ArchiveFile[] = [];
  const seen = new Set<string>();
  const entries = Readable.from([tar]).pipe(extract());
  try {
    for await (const entry of entries) {
      const { name, type } = entry.header;
      if (type === 'directory' && /^photos\/?$/.test(name)) {
        entry.resume();
        continue;
      }
      if (type !== 'file') throw new ArchiveFormatError(`${name} is not a plain file`);
      if (!SAFE_NAME.test(name)) throw new ArchiveFormatError(`unexpected file name ${name}`);
      if (seen.has(name)) throw new ArchiveFormatError(`${name} appears twice`);
      seen.add(name);
      files.push({ name, data: await buffer(entry) });
      if (files.length > limits.maxFiles) throw new ArchiveFormatError('too many files');
    }
  } catch (error) {
    entries.destroy();
    if (error instanceof ArchiveFormatError) throw error;
    // tar-stream's own refusals: a damaged header, or data that ends inside a file.
    throw new ArchiveFormatError(`damaged or truncated tar (${(error as Error).message})`);
  }
  return files;
}
