// One of the family's stores in the stores editor: its name, Rename (in place), up and
// down (the family's order of its stores) and Remove. Every button is 44 px for a thumb.
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { MAX_STORE_NAME_LENGTH } from '#domain/shopping/stores/store-mutators.ts';
import type { Store } from '#schema';

const ICON = 'h-11 w-11 shrink-0 rounded-lg text-lg text-stone-600 hover:bg-stone-100';

type Props = {
  store: Store;
  first: boolean;
  last: boolean;
  onRename: (name: string) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

export function StoreRow({ store, first, last, onRename, onMove, onRemove }: Props) {
  const [name, setName] = useState<string | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (name?.trim() && name.trim() !== store.name) onRename(name);
    setName(null);
  };

  if (name !== null) {
    return (
      <li className="py-1">
        <form onSubmit={save} className="flex items-center gap-2">
          <Input
            aria-label={`New name for ${store.name}`}
            value={name}
            maxLength={MAX_STORE_NAME_LENGTH}
            autoFocus
            className="flex-1"
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setName(null)}
          />
          <Button type="submit" className="shrink-0" disabled={!name.trim()}>
            Save
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-1 py-1" data-testid="store-row">
      <span className="min-w-0 flex-1 truncate" data-testid="store-name">
        {store.name}
      </span>
      <button
        type="button"
        aria-label={`Rename ${store.name}`}
        onClick={() => setName(store.name)}
        className={`${ICON} flex items-center justify-center`}
      >
        <Pencil aria-hidden className="h-4 w-4" />
      </button>
      <button
        type="button"
        aria-label={`Move ${store.name} up`}
        disabled={first}
        onClick={() => onMove(-1)}
        className={`${ICON} disabled:opacity-30`}
      >
        ↑
      </button>
      <button
        type="button"
        aria-label={`Move ${store.name} down`}
        disabled={last}
        onClick={() => onMove(1)}
        className={`${ICON} disabled:opacity-30`}
      >
        ↓
      </button>
      <button
        type="button"
        aria-label={`Remove ${store.name}`}
        onClick={onRemove}
        className="h-11 w-11 shrink-0 rounded-lg text-xl text-stone-400 hover:bg-red-50 hover:text-red-600"
      >
        ×
      </button>
    </li>
  );
}
