// The family's stores, named by the family ("Lidl", "Costco", "the market"): add one,
// remove one, and for the store chosen, its departments in walking order.
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useStoreActions, useStores } from './use-stores.ts';
import { WalkOrderEditor } from './walk-order-editor.tsx';

export function StoresEditor() {
  const { stores, chosen, choose } = useStores();
  const actions = useStoreActions();
  const [name, setName] = useState('');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    const id = crypto.randomUUID();
    if (await actions.create(id, name)) {
      setName('');
      choose(id);
    }
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
        <ul className="mt-2 divide-y divide-stone-100">
          {stores.map((store) => (
            <li key={store.id} className="flex items-center gap-2 py-1">
              <span className="min-w-0 flex-1 truncate">{store.name}</span>
              <button
                type="button"
                aria-label={`Remove ${store.name}`}
                onClick={() => {
                  if (window.confirm(`Remove ${store.name}? Its items stay on the list.`))
                    void actions.remove(store.id);
                }}
                className="h-11 w-11 rounded-lg text-xl text-stone-400 hover:bg-red-50 hover:text-red-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen ? (
        <WalkOrderEditor store={chosen} />
      ) : (
        stores.length > 0 && (
          <p className="mt-2 text-sm text-stone-500">
            Choose a store under “Shop at” to see and change its walking order.
          </p>
        )
      )}
    </section>
  );
}
