// Where dish photos live: files under DATA_DIR/photos by default (file-photo-store.ts), or
// an S3-compatible bucket when one is configured (s3-photo-store.ts; needed when several app
// replicas serve the same families). Keys are made by the server only (a hash of the family and a
// random photo id), never from client text, so a key cannot climb out of its folder.
import { createHash } from 'node:crypto';
import { PHOTO_SIZES, type PhotoSize } from './photo-sizes.ts';

export interface PhotoStore {
  put(familyID: string, photoID: string, size: PhotoSize, body: Buffer): Promise<void>;
  get(familyID: string, photoID: string, size: PhotoSize): Promise<Buffer | null>;
  remove(familyID: string, photoID: string): Promise<void>;
  /**
   * Removes every stored photo but those named; how many went. Only where the store can
   * list what it holds (files): a bucket is pruned with its own tools (docs/operations.md).
   */
  prune?(keep: readonly { familyID: string; photoID: string }[]): Promise<number>;
}

const PHOTO_ID = /^[0-9a-f-]{36}$/;

export const isPhotoID = (value: string) => PHOTO_ID.test(value);

/** The folder of a photo's sizes: `<family hash>/<photo id>`. */
export function photoFolder(familyID: string, photoID: string): string {
  if (!PHOTO_ID.test(photoID)) throw new Error('not a photo id');
  const family = createHash('sha256').update(familyID).digest('hex').slice(0, 32);
  return `${family}/${photoID}`;
}

/** The key of one size of a photo: `<family hash>/<photo id>/<size>.webp`. */
export function photoKey(familyID: string, photoID: string, size: PhotoSize): string {
  if (!(size in PHOTO_SIZES)) throw new Error('not a photo size');
  return `${photoFolder(familyID, photoID)}/${size}.webp`;
}
