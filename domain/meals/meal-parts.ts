// A meal's dishes and attendees, written as one set with the meal in its transaction:
// rows that are no longer wanted go, the wanted ones are upserted.
import type { Transaction } from '@rocicorp/zero';
import { zql } from '#schema';
import type { Attendee, MealFields } from './meal-fields.ts';

/** Ids are derived from the meal, so the browser's optimistic rows and the server's match. */
export function attendeeID(mealID: string, attendee: Attendee, guestIndex: number): string {
  return attendee.family_user_id
    ? `${mealID}~m~${attendee.family_user_id}`
    : `${mealID}~g~${guestIndex}`;
}

export async function writeMealParts(
  tx: Transaction,
  familyID: string,
  mealID: string,
  fields: Pick<MealFields, 'dish_ids' | 'attendees'>,
) {
  const links = await tx.run(zql.meal_dish.where('meal_id', mealID).where('family_id', familyID));
  const keptDishes = new Set(fields.dish_ids);
  for (const link of links) {
    if (keptDishes.has(link.dish_id)) continue;
    await tx.mutate.meal_dish.delete({ meal_id: mealID, dish_id: link.dish_id });
    // A rating is of a dish eaten at the meal; a dish taken off the meal takes them along.
    const ratings = await tx.run(
      zql.dish_rating
        .where('meal_id', mealID)
        .where('dish_id', link.dish_id)
        .where('family_id', familyID),
    );
    for (const r of ratings) await tx.mutate.dish_rating.delete(ratingKey(r));
  }
  for (const [position, dishID] of fields.dish_ids.entries()) {
    await tx.mutate.meal_dish.upsert({
      meal_id: mealID,
      dish_id: dishID,
      family_id: familyID,
      position,
    });
  }

  let guestIndex = 0;
  const wanted = fields.attendees.map((attendee) => ({
    attendee_id: attendeeID(mealID, attendee, attendee.family_user_id ? -1 : guestIndex++),
    meal_id: mealID,
    family_id: familyID,
    ...attendee,
  }));
  const wantedIDs = new Set(wanted.map((a) => a.attendee_id));
  const present = await tx.run(
    zql.meal_attendee.where('meal_id', mealID).where('family_id', familyID),
  );
  for (const row of present) {
    if (!wantedIDs.has(row.attendee_id))
      await tx.mutate.meal_attendee.delete({ attendee_id: row.attendee_id });
  }
  for (const row of wanted) await tx.mutate.meal_attendee.upsert(row);
}

/** Removes every row hanging off a meal (the database cascades too; the browser does not). */
export async function deleteMealParts(tx: Transaction, familyID: string, mealID: string) {
  for (const r of await tx.run(
    zql.dish_rating.where('meal_id', mealID).where('family_id', familyID),
  ))
    await tx.mutate.dish_rating.delete(ratingKey(r));
  for (const a of await tx.run(
    zql.meal_attendee.where('meal_id', mealID).where('family_id', familyID),
  ))
    await tx.mutate.meal_attendee.delete({ attendee_id: a.attendee_id });
  for (const d of await tx.run(zql.meal_dish.where('meal_id', mealID).where('family_id', familyID)))
    await tx.mutate.meal_dish.delete({ meal_id: d.meal_id, dish_id: d.dish_id });
}

function ratingKey(r: { meal_id: string; dish_id: string; family_user_id: string }) {
  return { meal_id: r.meal_id, dish_id: r.dish_id, family_user_id: r.family_user_id };
}
