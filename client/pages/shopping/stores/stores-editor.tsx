// The family's stores, named by the family ("Lidl", "Costco", "the market"): add, rename,
// reorder and remove, and one store's departments in walking order. Used on the list page
// (under Stores; the walk of the store chosen under "Shop at") and in Settings → Stores
// (the walk of the store picked there).
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { Store } from '#schema';
import { StoreRow } from './store-row.tsx';
import { useStoreActions, useStores } from './use-stores.ts';
import { WalkOrderEditor } from './walk-order-editor.tsx';

/** `walkStore`: whose walk to show; without it, the store chosen under "Shop at". */
export function StoresEditor({ walkStore }: { walkStore?: Store | null }) {
  const { stores, chosen, choose } = useStores();
  const actions = useStoreActions();
  const [name, setName] = useState('');
  const shown = walkStore === undefined ? chosen : walkStore;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    const id = crypto.randomUUID();
    if (await actions.create(id, name)) {
      setName('');
      if (walkStore === undefined) choose(id);
    }
  };
  const move = (index: number, step: -1 | 1) => {
    const ids = stores.map((store) => store.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + step, 0, moved);
    void actions.setStoresOrder(ids);
  };

  return (
    <section aria-label="Stores" className="rounded-xl bg-white p-3 shadow-sm">
      <form onSubmit={add} className="flex gap-2">
        <Input
          aria-label="Store name"
          placeholder="Name a store (Lidl, the market...)"
          value={name}
          maxLength={60}
          className="min-h-11 flex-1"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" className="min-h-11" disabled={!name.trim()}>
          Add store
        </Button>
      </form>
      {stores.length > 0 && (
        <ul aria-label="Your stores" className="mt-2 divide-y divide-stone-100">
          {stores.map((store, index) => (
            <StoreRow
              key={store.id}
              store={store}
              first={index === 0}
              last={index === stores.length - 1}
              onRename={(newName) => void actions.rename(store.id, newName)}
              onMove={(step) => move(index, step)}
              onRemove={() => {
                if (window.confirm(`Remove ${store.name}? Its items stay on the list.`))
                  void actions.remove(store.id);
              }}
            />
          ))}
        </ul>
      )}
      {shown ? (
        <WalkOrderEditor store={shown} />
      ) : (
        walkStore === undefined &&
        stores.length > 0 && (
          <p className="mt-2 text-sm text-stone-500">
            Choose a store under “Shop at” to see and change its walking order.
          </p>
        )
      )}
    </section>
  );
}
