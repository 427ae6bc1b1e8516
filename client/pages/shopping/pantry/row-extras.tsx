// What the list page shows beside an item: who texted it, "We have it" on a line the
// refresh added (a button from 640 px, in the menu on a phone), and its menu (department,
// store).
import { ItemMenu } from '../item-menu.tsx';
import type { ListedShoppingItem } from '../use-shopping-list.ts';
import { TextedByNote } from './texted-by-note.tsx';
import { offersWeHaveIt } from './use-we-have-it.ts';
import { WeHaveItButton } from './we-have-it-button.tsx';

export function ListRowExtras({ item }: { item: ListedShoppingItem }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <TextedByNote item={item} />
      {offersWeHaveIt(item) && <WeHaveItButton item={item} />}
      <ItemMenu item={item} />
    </div>
  );
}
