// "We have it" on a line the refresh from meals added: takes it off the list and keeps the
// ingredient as a staple from now on, with Undo (docs/shopping.md, Staples and the pantry
// check). One action for the row's button (from 640 px) and its menu's option (phones).
import { useQuery } from '@rocicorp/zero/react';
import { useSetAtom } from 'jotai';
import { pantryKey } from '#domain/pantry/pantry-rules.ts';
import { ItemSource } from '#domain/shopping/shopping-mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { ListedShoppingItem } from '../use-shopping-list.ts';
import { undoOfferAtom } from './undo-state.ts';
import { usePantryActions } from './use-pantry-actions.ts';

let nextOffer = 1;

/** Whether the row offers "We have it": an open line the refresh from meals added. */
export const offersWeHaveIt = (item: ListedShoppingItem) =>
  item.source === ItemSource.MEALS && !item.is_completed;

export function useWeHaveIt() {
  const actions = usePantryActions();
  const offerUndo = useSetAtom(undoOfferAtom);
  const [staples] = useQuery(queries.pantry.staples());
  return (item: ListedShoppingItem) => {
    const key = pantryKey(item);
    const wasRunningOut = staples.some((s) => s.ingredient_key === key && s.running_out);
    const had = { id: item.id, name: item.name, quantity: item.quantity ?? null, key };
    void actions.weHaveIt(item.id).then((done) => {
      if (done) offerUndo({ id: nextOffer++, item: had, wasRunningOut });
    });
  };
}
