// Settings → Stores: the family's stores, named, renamed, reordered and removed with the
// list page's own editor, and the walking order of the store picked here.
import { useState } from 'react';
import { StoresEditor } from '#client/pages/shopping/stores/stores-editor.tsx';
import { useStores } from '#client/pages/shopping/stores/use-stores.ts';

export function StoresTab() {
  const { stores } = useStores();
  const [picked, setPicked] = useState<string | null>(null);
  const walkStore = stores.find((store) => store.id === picked) ?? stores[0] ?? null;
  return (
    <section aria-labelledby="stores-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="stores-heading" className="text-lg font-semibold">
          Stores
        </h2>
        <p className="text-sm text-stone-600">
          The shops your family goes to, in your order. On the shopping list, “Shop at” shows the
          list in a store’s walking order.
        </p>
      </div>
      {stores.length > 1 && (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="walk-of" className="text-stone-600">
            Walking order of
          </label>
          <select
            id="walk-of"
            value={walkStore?.id ?? ''}
            onChange={(event) => setPicked(event.target.value)}
            className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 sm:flex-none"
          >
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <StoresEditor walkStore={walkStore} />
    </section>
  );
}
