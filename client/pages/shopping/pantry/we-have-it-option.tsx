// "We have it" in a row's ⋯ menu on a phone, below 640 px, where the row has no room for
// its button (we-have-it-button.tsx) beside the name.
import { MENU_OPTION } from '../menu-option.ts';
import type { ListedShoppingItem } from '../use-shopping-list.ts';
import { offersWeHaveIt, useWeHaveIt } from './use-we-have-it.ts';

export function WeHaveItOption({
  item,
  choose,
}: {
  item: ListedShoppingItem;
  choose: (write: () => void) => void;
}) {
  const weHaveIt = useWeHaveIt();
  if (!offersWeHaveIt(item)) return null;
  return (
    <button
      type="button"
      role="menuitem"
      // Its words, then the item's: "We have Onion" did not contain the "We have it" it
      // shows (WCAG 2.5.3, docs/accessibility.md).
      aria-label={`We have it: ${item.name}`}
      className={`${MENU_OPTION} border-b border-stone-100 sm:hidden`}
      onClick={() => choose(() => weHaveIt(item))}
    >
      We have it
    </button>
  );
}
