// Dish photos as files under DATA_DIR/photos: one folder per photo, one file per size.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoSize } from './photo-sizes.ts';
import { photoKey, type PhotoStore } from './photo-store.ts';

export function createFilePhotoStore(dataDir: string): PhotoStore {
  const root = path.resolve(dataDir, 'photos');
  const file = (familyID: string, photoID: string, size: PhotoSize) =>
    path.join(root, ...photoKey(familyID, photoID, size).split('/'));
  return {
    async put(familyID, photoID, size, body) {
      const target = file(familyID, photoID, size);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    },
    async get(familyID, photoID, size) {
      try {
        return await readFile(file(familyID, photoID, size));
      } catch {
        return null;
      }
    },
    async remove(familyID, photoID) {
      const folder = path.dirname(file(familyID, photoID, 'small'));
      await rm(folder, { recursive: true, force: true });
    },
  };
}
