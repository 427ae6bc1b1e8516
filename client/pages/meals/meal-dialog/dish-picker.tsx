// Choose the meal's dishes: a searchable list (about 12rem high) of the dishes on offer,
// the chosen ones above it, and a quick add when the search matches nothing.
import { useZero } from '@rocicorp/zero/react';
import { useState } from 'react';
import { dishTypeLabel } from '#domain/dishes/dish-fields.ts';
import { pickableDishes } from '#domain/dishes/dish-picker.ts';
import { mutators } from '#domain/zero/mutators.ts';
import type { Dish } from '#schema';
import { useToast } from '#client/components/toast/toast-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { failureNotices } from '#domain/error-messages.ts';
import { runMutation } from '#client/zero/run-mutation.ts';

export function DishPicker(props: {
  /** The dishes on offer (the library, or the leftovers for the date). */
  offered: readonly Dish[];
  /** Every dish of the family, to name the chosen ones. */
  library: readonly Dish[];
  selected: string[];
  onChange: (dishIDs: string[]) => void;
  quickAdd: boolean;
  emptyText: string;
}) {
  const zero = useZero();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const byID = new Map(props.library.map((d) => [d.dish_id, d]));
  const chosen = props.selected.flatMap((id) => byID.get(id) ?? []);
  const shown = pickableDishes(props.offered, search, props.selected);
  const name = search.trim();

  const quickAdd = async () => {
    setAdding(true);
    const dishID = crypto.randomUUID();
    // A quick add sends only a name (docs/spec.md §5 Dish form).
    const saved = await runMutation(
      zero.mutate(mutators.dish.create({ dish_id: dishID, name })),
      toast,
      {
        success: { title: 'Dish created', description: name },
        failure: failureNotices.quickAddDish,
      },
    );
    setAdding(false);
    if (saved) {
      props.onChange([...props.selected, dishID]);
      setSearch('');
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-stone-700">Dishes</legend>
      {chosen.length > 0 && (
        <ul aria-label="Selected dishes" className="flex flex-wrap gap-2">
          {chosen.map((dish) => (
            <li
              key={dish.dish_id}
              className="flex items-center gap-1 rounded-full bg-brand/10 py-1 pr-1 pl-3 text-sm text-brand"
            >
              {dish.name}
              <button
                type="button"
                aria-label={`Remove ${dish.name}`}
                className="-my-2 h-10 w-10 shrink-0 rounded-full text-base hover:bg-brand/20 sm:my-0 sm:h-7 sm:w-7"
                onClick={() => props.onChange(props.selected.filter((id) => id !== dish.dish_id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        aria-label="Search dishes"
        placeholder="Search by name, ingredient or tag"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {shown.length > 0 ? (
        <ul
          aria-label="Dish choices"
          className="max-h-48 divide-y divide-stone-100 overflow-y-auto rounded-lg border border-stone-200"
        >
          {shown.map((dish) => (
            <li key={dish.dish_id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-baseline justify-between gap-2 px-3 py-2 text-left hover:bg-stone-50"
                onClick={() => props.onChange([...props.selected, dish.dish_id])}
              >
                <span>{dish.name}</span>
                <span className="text-xs text-stone-500">
                  {[dishTypeLabel(dish.type), dish.cuisine_type].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-stone-300 px-3 py-2 text-sm text-stone-500">
          {name
            ? `No dishes match "${name}".`
            : props.offered.length > 0
              ? 'Every dish on offer is already on this meal.'
              : props.emptyText}
        </p>
      )}
      {props.quickAdd && name && shown.length === 0 && (
        <Button variant="secondary" size="sm" onClick={quickAdd} disabled={adding}>
          {adding ? 'Adding...' : `Add "${name}" as a new dish`}
        </Button>
      )}
    </fieldset>
  );
}
