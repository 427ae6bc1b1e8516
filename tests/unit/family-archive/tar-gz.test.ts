// The family archive's tar.gz: what it writes reads back, and what a hostile archive may
// hold besides plain files with safe names is refused before anything is used.
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { ArchiveFormatError, packTarGz, unpackTarGz } from '#server/family-archive/tar-gz.ts';

type HeaderArgument = Parameters<ReturnType<typeof pack>['entry']>[0];

const limits = { maxUnpackedBytes: 1024 * 1024, maxFiles: 3 };

/** A tar.gz with any entries at all, as an attacker would write it. */
async function rawTarGz(entries: { header: HeaderArgument; data?: string }[]): Promise<Buffer> {
  const tar = pack();
  const packed = buffer(tar);
  for (const { header, data } of entries) tar.entry(header, data ?? '');
  tar.finalize();
  return gzipSync(await packed);
}

describe('family archive tar.gz', () => {
  it('reads back what it writes', async () => {
    const files = [
      { name: 'manifest.json', data: Buffer.from('{"a":1}') },
      { name: 'photos/p1.webp', data: Buffer.alloc(1000, 7) },
    ];
    expect(await unpackTarGz(await packTarGz(files), limits)).toEqual(files);
  });

  it.each([
    [
      'a symbolic link',
      [{ header: { name: 'dishes.json', type: 'symlink', linkname: '/etc/passwd' } }],
    ],
    ['a hard link', [{ header: { name: 'dishes.json', type: 'link', linkname: 'meals.json' } }]],
    ['an absolute name', [{ header: { name: '/etc/passwd' }, data: 'x' }]],
    ['a parent folder', [{ header: { name: 'photos/../../x.json' }, data: 'x' }]],
    [
      'a file twice',
      [
        { header: { name: 'a.json' }, data: '1' },
        { header: { name: 'a.json' }, data: '2' },
      ],
    ],
    [
      'too many files',
      ['a', 'b', 'c', 'd'].map((n) => ({ header: { name: `${n}.json` }, data: '1' })),
    ],
  ] as [string, { header: HeaderArgument; data?: string }[]][])(
    'refuses %s',
    async (_label, entries) => {
      await expect(unpackTarGz(await rawTarGz(entries), limits)).rejects.toThrow(
        ArchiveFormatError,
      );
    },
  );

  it('refuses a tar cut inside a file, and more bytes than the limit once unpacked', async () => {
    const whole = await rawTarGz([{ header: { name: 'a.json' }, data: 'x'.repeat(5000) }]);
    const cut = gzipSync(gunzipSync(whole).subarray(0, 2048));
    await expect(unpackTarGz(cut, limits)).rejects.toThrow(ArchiveFormatError);
    const bomb = gzipSync(Buffer.alloc(limits.maxUnpackedBytes + 1));
    await expect(unpackTarGz(bomb, limits)).rejects.toThrow(ArchiveFormatError);
  });
});
