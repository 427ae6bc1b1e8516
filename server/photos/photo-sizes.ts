// A dish photo, from a phone's camera or a recipe page, made into the few sizes the pages
// show: a card or meal row thumbnail, the dish page, and a large one for a tablet. WebP,
// turned upright from the camera's EXIF and stripped of its metadata (GPS included).
import sharp from 'sharp';
import { z } from 'zod';
import { AppError, ErrorCode } from '../../domain/errors.ts';

export const PHOTO_SIZES = { small: 320, medium: 800, large: 1600 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const photoSizeParam = z.enum(['small', 'medium', 'large']);

// A 50-megapixel photo is bigger than any phone's; more is a decompression bomb.
const MAX_INPUT_PIXELS = 50_000_000;

export async function resizePhoto(input: Buffer): Promise<Map<PhotoSize, Buffer>> {
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { width, height } = await source.metadata();
    if (!width || !height) throw new Error('no image');
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
