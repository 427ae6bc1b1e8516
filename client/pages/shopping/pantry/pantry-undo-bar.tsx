// "Soy Sauce: we have it. Undo" at the bottom of the list page, for a few seconds after
// 'We have it' (the planning page's bar does the same for a deleted meal).
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { ACTION_MESSAGE_MS } from '#client/pages/planning/use-message-bar.ts';
import { undoOfferAtom } from './undo-state.ts';
import { usePantryActions } from './use-pantry-actions.ts';

export function PantryUndoBar() {
  const [offer, setOffer] = useAtom(undoOfferAtom);
  const actions = usePantryActions();
  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => setOffer(null), ACTION_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [offer, setOffer]);
  if (!offer) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-36 z-[60] mx-auto flex max-w-xl items-center gap-3 rounded-lg bg-stone-900 p-3 text-white shadow-lg md:bottom-6"
    >
      <p className="min-w-0 flex-1">
        <span className="font-medium">{offer.item.name}</span>: we have it, kept off the list
      </p>
      <button
        type="button"
        onClick={() => {
          setOffer(null);
          void actions.undoWeHaveIt(offer.item, offer.wasRunningOut);
        }}
        className="min-h-11 min-w-11 rounded-md px-3 font-semibold text-amber-300"
      >
        Undo
      </button>
    </div>
  );
}
