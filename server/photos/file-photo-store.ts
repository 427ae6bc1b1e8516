// Dish photos as files under DATA_DIR/photos: one folder per photo, one file per size.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoSize } from './photo-sizes.ts';
import { photoFolder, photoKey, type PhotoStore } from './photo-store.ts';

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
    async prune(keep) {
      const kept = new Set(keep.map(({ familyID, photoID }) => photoFolder(familyID, photoID)));
      let removed = 0;
      for (const family of await readdir(root).catch(() => [] as string[])) {
        for (const photo of await readdir(path.join(root, family)).catch(() => [] as string[])) {
          if (kept.has(`${family}/${photo}`)) continue;
          await rm(path.join(root, family, photo), { recursive: true, force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
