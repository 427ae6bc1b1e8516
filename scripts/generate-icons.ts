// Draws the app's icons (a plate with a fork and knife on the brand colour) and writes the
// PNGs the web manifest and iOS ask for into client/public/icons/, and the browsers' own:
// client/public/icon.svg and client/public/favicon.ico (asked for by every browser and
// crawler whatever the page links). The files are committed; run again after changing the
// drawing: `node scripts/generate-icons.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#0f766e';
const PUBLIC = path.resolve(import.meta.dirname, '../client/public');
const OUT = path.join(PUBLIC, 'icons');

/** The drawing on a 512 square; `inset` shrinks it into a maskable icon's safe zone. */
function drawing(inset: number, rounded: boolean): string {
  const scale = (512 - 2 * inset) / 512;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${BRAND}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})" fill="none" stroke="#fff" stroke-linecap="round">
    <circle cx="256" cy="268" r="104" stroke-width="22"/>
    <circle cx="256" cy="268" r="60" stroke-width="12" opacity="0.7"/>
    <path d="M96 112v80M72 112v56a24 24 0 0 0 48 0v-56M96 192v232" stroke-width="18"/>
    <path d="M416 112c-28 20-36 60-36 104h36v208" stroke-width="18" stroke-linejoin="round"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 0, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0, rounded: true },
  // Maskable: the launcher crops to its own shape; the drawing stays in the central 80 %.
  { file: 'icon-maskable-512.png', size: 512, inset: 56, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, inset: 16, rounded: false },
  { file: 'favicon-32.png', size: 32, inset: 0, rounded: true },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(drawing(icon.inset, icon.rounded)))
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, icon.file));
  console.log(`client/public/icons/${icon.file}`);
}

/** An .ico file holding PNG images (every browser since IE Vista reads them). */
function icoOf(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

writeFileSync(path.join(PUBLIC, 'icon.svg'), `${drawing(0, true)}\n`);
console.log('client/public/icon.svg');
const favicons = [];
for (const size of [16, 32, 48])
  favicons.push({
    size,
    data: await sharp(Buffer.from(drawing(0, true)))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  });
writeFileSync(path.join(PUBLIC, 'favicon.ico'), icoOf(favicons));
console.log('client/public/favicon.ico');
