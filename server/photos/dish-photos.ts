// A dish's photo: stored in every size, then named on the dish row (photo_id), which Zero
// carries to every device of the family; the previous photo's files go afterwards.
import type { Sql } from 'postgres';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { resizePhoto } from './photo-sizes.ts';
import type { PhotoStore } from './photo-store.ts';

export type PhotoDish = { dish_id: string; photo_id: string | null; image_url: string | null };

export function createDishPhotos(sql: Sql, store: PhotoStore) {
  /** The dish of the caller's family, or NOT_FOUND (another family's dish included). */
  async function dishOf(familyID: string, dishID: string): Promise<PhotoDish> {
    const [dish] = await sql<PhotoDish[]>`
      SELECT dish_id, photo_id, image_url FROM dish
       WHERE dish_id = ${dishID} AND family_id = ${familyID}`;
    if (!dish) throw new AppError(ErrorCode.NOT_FOUND, 'Dish not found');
    return dish;
  }

  async function replace(familyID: string, dishID: string, photoID: string | null) {
    const [before] = await sql<{ photo_id: string | null }[]>`
      SELECT photo_id FROM dish WHERE dish_id = ${dishID} AND family_id = ${familyID} FOR UPDATE`;
    const [after] = await sql`
      UPDATE dish SET photo_id = ${photoID}, updated_at = now()
       WHERE dish_id = ${dishID} AND family_id = ${familyID} RETURNING dish_id`;
    if (!after) {
      if (photoID) await store.remove(familyID, photoID);
      throw new AppError(ErrorCode.NOT_FOUND, 'Dish not found');
    }
    if (before?.photo_id && before.photo_id !== photoID)
      await store.remove(familyID, before.photo_id);
  }

  return {
    dishOf,
    /** Resizes and stores an image as the dish's photo; returns the new photo id. */
    async save(familyID: string, dishID: string, image: Buffer): Promise<string> {
      await dishOf(familyID, dishID);
      const sizes = await resizePhoto(image);
      const photoID = crypto.randomUUID();
      for (const [size, body] of sizes) await store.put(familyID, photoID, size, body);
      await replace(familyID, dishID, photoID);
      return photoID;
    },
    async remove(familyID: string, dishID: string): Promise<void> {
      await dishOf(familyID, dishID);
      await replace(familyID, dishID, null);
    },
  };
}
