// A family archive is a gzipped tar of files (POSIX ustar), written and read here with
// Node's zlib and no dependency. Reading is defensive: the unpacked size is capped while
// inflating (a gzip bomb stops at the cap), only plain files with safe relative names are
// accepted (no links, no "..", no absolute paths), and their number is capped. Reading
// runs in a worker thread (read-archive-off-thread.ts) and writing compresses on zlib's
// thread pool: megabytes of deflate never hold the server's event loop.
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

const BLOCK = 512;

export type ArchiveFile = { name: string; data: Buffer };

export class ArchiveFormatError extends Error {}

/** Names a family archive may hold: JSON files at the top, and dish photos under photos/. */
const SAFE_NAME = /^(?:[a-z0-9][a-z0-9-]*\.json|photos\/[A-Za-z0-9][A-Za-z0-9._-]*)$/;

function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write('0000644\0', 100, 'ascii');
  block.write('0000000\0', 108, 'ascii');
  block.write('0000000\0', 116, 'ascii');
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'ascii',
  );
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The tar itself, uncompressed. */
export function packTar(files: readonly ArchiveFile[]): Buffer {
  const parts: Buffer[] = [];
  for (const file of files) {
    if (!SAFE_NAME.test(file.name)) throw new Error(`Unsafe archive name ${file.name}`);
    parts.push(header(file.name, file.data.length), file.data, padding(file.data.length));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

export function packTarGz(files: readonly ArchiveFile[]): Promise<Buffer> {
  return gzipAsync(packTar(files));
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return parseInt(field(block, 148, 8).trim(), 8) === sum;
}

export function unpackTarGz(
  archive: Buffer,
  limits: { maxUnpackedBytes: number; maxFiles: number },
): ArchiveFile[] {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive, { maxOutputLength: limits.maxUnpackedBytes });
  } catch {
    throw new ArchiveFormatError('not a gzip file, damaged, or too large once unpacked');
  }
  const files: ArchiveFile[] = [];
  const seen = new Set<string>();
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return files;
    if (!checksumOk(block)) throw new ArchiveFormatError('damaged tar header');
    const prefix = field(block, 345, 155);
    const name = prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100);
    const type = String.fromCharCode(block[156]!);
    const size = parseInt(field(block, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) throw new ArchiveFormatError('bad file size');
    const start = offset + BLOCK;
    offset = start + size + padding(size).length;
    if (type === '5' && /^photos\/?$/.test(name)) continue;
    if (type !== '0' && type !== '\0') throw new ArchiveFormatError(`${name} is not a plain file`);
    if (!SAFE_NAME.test(name)) throw new ArchiveFormatError(`unexpected file name ${name}`);
    if (seen.has(name)) throw new ArchiveFormatError(`${name} appears twice`);
    if (start + size > tar.length) throw new ArchiveFormatError('truncated archive');
    seen.add(name);
    files.push({ name, data: Buffer.from(tar.subarray(start, start + size)) });
    if (files.length > limits.maxFiles) throw new ArchiveFormatError('too many files');
  }
  throw new ArchiveFormatError('truncated archive');
}
