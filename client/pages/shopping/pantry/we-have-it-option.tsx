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
      aria-label={`We have ${item.name}`}
      className={`${MENU_OPTION} border-b border-stone-100 sm:hidden`}
      onClick={() => choose(() => weHaveIt(item))}
    >
      We have it
    </button>
  );
}
