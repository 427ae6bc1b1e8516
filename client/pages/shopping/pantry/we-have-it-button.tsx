// "We have it" as a button beside the row, from 640 px up. On a phone the row keeps its
// width for the name, and the same action is the first option of the row's ⋯ menu
// (we-have-it-option.tsx).
import type { ListedShoppingItem } from '../use-shopping-list.ts';
import { useWeHaveIt } from './use-we-have-it.ts';

export function WeHaveItButton({ item }: { item: ListedShoppingItem }) {
  const weHaveIt = useWeHaveIt();
  return (
    <button
      type="button"
      onClick={() => weHaveIt(item)}
      // Its words, then the item's: "We have Onion" did not contain the "We have it" it
      // shows (WCAG 2.5.3, docs/accessibility.md).
      aria-label={`We have it: ${item.name}`}
      className="hidden h-11 shrink-0 items-center justify-center rounded-lg border border-stone-200 bg-white px-2 text-sm whitespace-nowrap text-stone-600 hover:bg-stone-100 sm:flex"
    >
      We have it
    </button>
  );
}
