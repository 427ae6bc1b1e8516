// "Shop at": the list for one store, its departments in that store's walking order and the
// other stores' items hidden; with no store chosen the list looks as usual. "Stores" opens
// the family's stores: add, remove, and set the chosen store's walk.
import { useState } from 'react';
import { lazyComponent } from '#client/components/lazy-component.tsx';
import { useStores } from './use-stores.ts';

// Fetched when "Stores" is first opened: the list page's first download stays within its
// budget (tests/e2e/page-weight.spec.ts); the service worker keeps it for the shop.
const StoresEditor = lazyComponent(() =>
  import('./stores-editor.tsx').then((module) => module.StoresEditor),
);

export function StorePicker() {
  const { stores, chosen, choose } = useStores();
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor="shop-at" className="text-stone-600">
          Shop at
        </label>
        <select
          id="shop-at"
          value={chosen?.id ?? ''}
          onChange={(event) => choose(event.target.value || null)}
          className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 sm:flex-none"
        >
          <option value="">Any store (usual order)</option>
          {stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
          className="h-11 shrink-0 rounded-lg border border-stone-300 bg-white px-3 hover:bg-stone-100"
        >
          Stores
        </button>
      </div>
      {editing && <StoresEditor />}
    </div>
  );
}
