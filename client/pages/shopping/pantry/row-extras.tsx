// What the list page shows beside an item: who texted it, "We have it" on a line the
// refresh added, and its menu (department, store).
import { ItemSource } from '#domain/shopping/shopping-mutators.ts';
import { ItemMenu } from '../item-menu.tsx';
import type { ListedShoppingItem } from '../use-shopping-list.ts';
import { TextedByNote } from './texted-by-note.tsx';
import { WeHaveItButton } from './we-have-it-button.tsx';

export function ListRowExtras({ item }: { item: ListedShoppingItem }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <TextedByNote item={item} />
      {item.source === ItemSource.MEALS && !item.is_completed && <WeHaveItButton item={item} />}
      <ItemMenu item={item} />
    </div>
  );
}
