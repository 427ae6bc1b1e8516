// Where dish photos live: files under DATA_DIR/photos by default. Keys are made by the
// server only (a hash of the family and a random photo id), never from client text, so a
// key cannot climb out of the folder. An S3-compatible store is not built yet: with several
// app replicas, DATA_DIR/photos must be a shared volume.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoSize } from './photo-sizes.ts';

export interface PhotoStore {
  put(familyID: string, photoID: string, size: PhotoSize, body: Buffer): Promise<void>;
  get(familyID: string, photoID: string, size: PhotoSize): Promise<Buffer | null>;
  remove(familyID: string, photoID: string): Promise<void>;
}

const PHOTO_ID = /^[0-9a-f-]{36}$/;

export function createFilePhotoStore(dataDir: string): PhotoStore {
  const root = path.resolve(dataDir, 'photos');
  const folder = (familyID: string, photoID: string) => {
    if (!PHOTO_ID.test(photoID)) throw new Error('not a photo id');
    const family = createHash('sha256').update(familyID).digest('hex').slice(0, 32);
    return path.join(root, family, photoID);
  };
  return {
    async put(familyID, photoID, size, body) {
      const dir = folder(familyID, photoID);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${size}.webp`), body);
    },
    async get(familyID, photoID, size) {
      try {
        return await readFile(path.join(folder(familyID, photoID), `${size}.webp`));
      } catch {
        return null;
      }
    },
    async remove(familyID, photoID) {
      await rm(folder(familyID, photoID), { recursive: true, force: true });
    },
  };
}
