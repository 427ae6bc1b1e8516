import * as RadioGroup from '@radix-ui/react-radio-group';
import { useAtom } from 'jotai';
import { groupShoppingItems, type GroupBy } from '../../../domain/rules/group-shopping-items.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { ShoppingItemRow } from './shopping-item-row.tsx';
import { groupByAtom } from './shopping-ui-state.ts';
import { useShoppingItems } from './use-shopping-list.ts';

const PAGE_DEBOUNCE_MS = 500;
const GROUP_OPTIONS: Array<{ value: GroupBy; label: string }> = [
  { value: 'category', label: 'Category' },
  { value: 'dish', label: 'Dish' },
];

export function ShoppingListPage() {
  const { items } = useShoppingItems();
  const [groupBy, setGroupBy] = useAtom(groupByAtom);
  const groups = groupShoppingItems(items, groupBy);

  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          Shopping List <span className="text-stone-500">({items.length})</span>
        </h1>
        <ListToolbar hasItems={items.length > 0} />
      </div>
      <div className="mt-4">
        <AddItemForm debounceMs={PAGE_DEBOUNCE_MS} large />
      </div>
      <RadioGroup.Root
        aria-label="Group by"
        value={groupBy}
        onValueChange={(value) => setGroupBy(value as GroupBy)}
        className="mt-4 flex items-center gap-4 text-sm"
      >
        <span className="text-stone-600">Group by</span>
        {GROUP_OPTIONS.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2">
            <RadioGroup.Item
              value={option.value}
              aria-label={option.label}
              className="h-5 w-5 rounded-full border border-stone-400 data-[state=checked]:border-brand"
            >
              <RadioGroup.Indicator className="block h-full w-full scale-50 rounded-full bg-brand" />
            </RadioGroup.Item>
            {option.label}
          </label>
        ))}
      </RadioGroup.Root>
      {items.length === 0 ? (
        <p className="py-12 text-center text-stone-500">No items in your shopping list</p>
      ) : (
        groups.map((group) => (
          <section key={group.title} className="mt-6">
            <h2 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
              {group.title} ({group.items.length})
            </h2>
            <ul className="mt-1 divide-y divide-stone-100 rounded-xl bg-white px-3 shadow-sm">
              {group.items.map((item) => (
                <ShoppingItemRow key={item.id} item={item} deletable large />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
