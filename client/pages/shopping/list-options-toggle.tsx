// On a phone the list page folds its options (Send to Phone, the pantry, grouping, the
// store, Remove all) behind one button beside Refresh, so that the list fills the screen:
// at 390x844 the controls took half of it (docs/shopping.md, "Rows on a phone"). From
// 640 px they are always shown and the button is gone.
import { SlidersHorizontal } from 'lucide-react';

export const LIST_OPTIONS_ID = 'shopping-list-options';

export function ListOptionsToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label="List options"
      aria-expanded={open}
      aria-controls={LIST_OPTIONS_ID}
      onClick={onToggle}
      className={`flex h-11 w-11 items-center justify-center rounded-lg border border-stone-300 sm:hidden ${open ? 'bg-stone-100' : 'bg-white'}`}
    >
      <SlidersHorizontal aria-hidden className="h-5 w-5" />
    </button>
  );
}
