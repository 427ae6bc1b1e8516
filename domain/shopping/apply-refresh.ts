// Writes a refresh from the meal plan into a family's list, in the caller's transaction.
import type { Transaction } from '@rocicorp/zero';
import { zql } from '#schema';
import { shoppingNeeds, type PlannedDish } from './merge-ingredients.ts';
import { chosenDepartment, familyDepartmentChoices } from './department-choice.ts';
import { mealItemId } from './meal-item-id.ts';
import { planRefresh } from './refresh-plan.ts';
import { ItemSource } from './shopping-mutators.ts';
import { familyPantry } from '../pantry/family-pantry.ts';
import { leftOffList } from '../pantry/pantry-rules.ts';

export type RefreshSummary = { added: number; updated: number; removed: number };

export async function applyRefresh(
  tx: Transaction,
  family: { id: string; secret: string },
  dishes: readonly PlannedDish[],
): Promise<RefreshSummary> {
  const familyID = family.id;
  const settings = await tx.run(zql.family.where('id', familyID).one());
  const system = settings?.measurement_system === 'metric' ? 'metric' : 'us';
  // The family's own departments for names it moved win over the keyword rule.
  const choices = await familyDepartmentChoices(tx, familyID);
  // Staples the family has, and what a pantry check said we have, stay off the list.
  const pantry = await familyPantry(tx, familyID);
  const needs = await Promise.all(
    shoppingNeeds(dishes, system)
      .filter((need) => !leftOffList(pantry, need.key))
      .map(async (need) => ({
        ...need,
        department: chosenDepartment(need.name, need.department, choices),
        id: await mealItemId(family.secret, familyID, need.key),
      })),
  );
  const items = await tx.run(zql.shopping_item.where('family_id', familyID));
  const links = await tx.run(zql.shopping_item_dish.where('family_id', familyID));
  const plan = planRefresh(items, links, needs);

  const now = Date.now();
  for (const item of plan.insert) {
    // The route runs a family's refreshes one after another (server/shopping/routes.ts).
    await tx.mutate.shopping_item.insert({
      id: item.id,
      family_id: familyID,
      name: item.name,
      quantity: item.quantity,
      department: item.department,
      source: ItemSource.MEALS,
      ingredient_key: item.key,
      is_completed: false,
      created_at: now,
      updated_at: now,
    });
  }
  for (const item of plan.update) {
    await tx.mutate.shopping_item.update({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      department: item.department,
      updated_at: now,
    });
  }
  for (const id of plan.remove) await tx.mutate.shopping_item.delete({ id });
  for (const link of plan.link) {
    await tx.mutate.shopping_item_dish.insert({ ...link, family_id: familyID });
  }
  for (const link of plan.unlink) await tx.mutate.shopping_item_dish.delete(link);
  return { added: plan.insert.length, updated: plan.update.length, removed: plan.remove.length };
}
