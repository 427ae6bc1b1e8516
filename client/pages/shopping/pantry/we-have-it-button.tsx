// On a line the refresh from meals added: "We have it" takes it off the list and keeps the
// ingredient as a staple from now on, with Undo (docs/shopping.md).
import { useQuery } from '@rocicorp/zero/react';
import { useSetAtom } from 'jotai';
import { PackageCheck } from 'lucide-react';
import { pantryKey } from '#domain/pantry/pantry-rules.ts';
import { queries } from '#domain/zero/queries.ts';
import type { ListedShoppingItem } from '../use-shopping-list.ts';
import { undoOfferAtom } from './undo-state.ts';
import { usePantryActions } from './use-pantry-actions.ts';

let nextOffer = 1;

export function WeHaveItButton({ item }: { item: ListedShoppingItem }) {
  const actions = usePantryActions();
  const offerUndo = useSetAtom(undoOfferAtom);
  const [staples] = useQuery(queries.pantry.staples());
  const onClick = () => {
    const key = pantryKey(item);
    const wasRunningOut = staples.some((s) => s.ingredient_key === key && s.running_out);
    const had = { id: item.id, name: item.name, quantity: item.quantity ?? null, key };
    void actions.weHaveIt(item.id).then((done) => {
      if (done) offerUndo({ id: nextOffer++, item: had, wasRunningOut });
    });
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`We have ${item.name}`}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-stone-200 bg-white text-sm whitespace-nowrap text-stone-600 hover:bg-stone-100 sm:w-auto sm:px-2"
    >
      {/* A phone's row keeps its width for the name: an icon there, the words from sm up. */}
      <PackageCheck aria-hidden className="h-5 w-5 sm:hidden" />
      <span className="hidden sm:inline">We have it</span>
    </button>
  );
}
