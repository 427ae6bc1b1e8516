// The family's staples: what a refresh from meals leaves off the list. Each can be marked
// running out (it goes on the list until checked off) or removed; new ones added by name.
import { useQuery } from '@rocicorp/zero/react';
import { useState, type FormEvent } from 'react';
import { queries } from '#domain/zero/queries.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { IngredientListDialog } from './ingredient-list-dialog.tsx';
import { usePantryActions } from './use-pantry-actions.ts';

export function StaplesDialog({ onClose }: { onClose: () => void }) {
  const [staples] = useQuery(queries.pantry.staples());
  const actions = usePantryActions();
  const [name, setName] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await actions.addStaple(name)) setName('');
  };
  return (
    <IngredientListDialog
      title="Staples we always have"
      description="Refresh from meals leaves these off the list, unless one is running out."
      onClose={onClose}
      listLabel="Staples"
      items={staples}
      keyOf={(staple) => staple.ingredient_key}
      label={(staple) => staple.name}
      truncate
      controls={(staple) => (
        <>
          <label className="flex h-11 cursor-pointer items-center gap-2 px-1 text-sm text-stone-600">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand"
              checked={staple.running_out}
              onChange={(event) =>
                void actions.setRunningOut(staple.ingredient_key, event.target.checked)
              }
            />
            Running out
          </label>
          <button
            type="button"
            aria-label={`Remove staple ${staple.name}`}
            onClick={() => void actions.removeStaple(staple.ingredient_key)}
            className="h-11 w-11 shrink-0 rounded-lg text-xl text-stone-400 hover:bg-red-50 hover:text-red-600"
          >
            ×
          </button>
        </>
      )}
    >
      <form onSubmit={(event) => void add(event)} className="flex gap-2">
        <Input
          aria-label="New staple"
          placeholder="e.g. soy sauce"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" className="h-11 shrink-0">
          Add
        </Button>
      </form>
    </IngredientListDialog>
  );
}
