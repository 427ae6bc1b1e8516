// A dish photo, from a phone's camera or a recipe page, made into the few sizes the pages
// show: a card or meal row thumbnail, the dish page, and a large one for a tablet. WebP,
// turned upright from the camera's EXIF and stripped of its metadata (GPS included).
import sharp from 'sharp';
import { z } from 'zod';
import { AppError, ErrorCode } from '#domain/errors.ts';

export const PHOTO_SIZES = { small: 320, medium: 800, large: 1600 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const photoSizeParam = z.enum(['small', 'medium', 'large']);

// A 50-megapixel photo is bigger than any phone's; more is a decompression bomb.
export const MAX_INPUT_PIXELS = 50_000_000;
// Cameras and recipe pages give these. Not SVG: it is a program to render (a 268-byte
// feTurbulence filter costs half a minute of CPU), and not TIFF, PDF or the like either
// (docs/security.md, "Limits on what a caller can ask").
const PHOTO_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** SVG and other XML are text: refused before sharp parses it (sniffed, whatever its type says). */
function looksLikeText(input: Buffer): boolean {
  const start = input
    .subarray(0, 256)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return start.startsWith('<');
}

export async function resizePhoto(
  input: Buffer,
  maxPixels: number = MAX_INPUT_PIXELS,
): Promise<Map<PhotoSize, Buffer>> {
  try {
    if (looksLikeText(input)) throw new Error('not a photo');
    const source = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' });
    const { width, height, format } = await source.metadata();
    if (!width || !height || !PHOTO_FORMATS.has(format)) throw new Error('not a photo');
    const sizes = new Map<PhotoSize, Buffer>();
    for (const [size, edge] of Object.entries(PHOTO_SIZES) as [PhotoSize, number][]) {
      sizes.set(
        size,
        await source
          .clone()
          .rotate()
          .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      );
    }
    return sizes;
  } catch {
    throw new AppError(ErrorCode.PHOTO_INVALID);
  }
}
