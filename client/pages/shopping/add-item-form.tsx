import { useRef, useState, type FormEvent } from 'react';
import { quantityMerger } from '#domain/shopping/quantity-merger.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { openItemNamed } from '#domain/shopping/same-item.ts';
import { useShoppingActions, useShoppingItems } from './use-shopping-list.ts';
import { SUGGESTION_HIDE_AFTER_BLUR_MS, useSuggestions } from './use-suggestions.ts';
import { loadMoreDepartmentWords } from './more-department-words.ts';

export function AddItemForm({
  debounceMs,
  large = false,
}: {
  debounceMs: number;
  large?: boolean;
}) {
  const actions = useShoppingActions();
  const { items } = useShoppingItems();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [showSuggestions, setShowSuggestions] = useState(false);
  const suggestions = useSuggestions(name, debounceMs);
  const nameInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    const added = await actions.add(name, quantity, openItemNamed(items, name));
    if (added) {
      setName('');
      setQuantity('');
      setShowSuggestions(false);
      nameInput.current?.focus();
    }
  };

  const height = large ? 'h-12 text-lg' : '';
  return (
    <form onSubmit={submit} className="relative flex gap-2" aria-label="Add item">
      <div className="relative min-w-0 flex-1">
        <Input
          ref={nameInput}
          aria-label="Item name"
          placeholder="Add an item"
          value={name}
          className={height}
          autoComplete="off"
          onChange={(e) => {
            setName(e.target.value);
            setShowSuggestions(true);
          }}
          onFocus={() => {
            setShowSuggestions(true);
            // The quantity rule for an item added twice, loaded before the add needs it
            // (not with the page: it is too heavy for the first load, quantity-merger.ts).
            void quantityMerger();
            // And the aisle words of other languages (more-department-words.ts).
            loadMoreDepartmentWords();
          }}
          onBlur={() => setTimeout(() => setShowSuggestions(false), SUGGESTION_HIDE_AFTER_BLUR_MS)}
        />
        {showSuggestions && suggestions.length > 0 && (
          <ul
            role="listbox"
            aria-label="Suggestions"
            className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-stone-200 bg-white shadow-lg"
          >
            {suggestions.map((suggestion) => (
              <li key={suggestion} role="option" aria-selected={false}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left hover:bg-stone-100"
                  onClick={() => {
                    setName(suggestion);
                    setShowSuggestions(false);
                  }}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Input
        aria-label="Qty"
        placeholder="Qty"
        value={quantity}
        className={`w-20 shrink-0 ${height}`}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <Button
        type="submit"
        aria-label="Add item"
        disabled={!name.trim()}
        size={large ? 'lg' : 'md'}
      >
        +
      </Button>
    </form>
  );
}
