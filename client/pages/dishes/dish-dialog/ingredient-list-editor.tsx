import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** Ingredients: added with Enter or +, trimmed and non-empty, each removable. */
export function IngredientListEditor(props: {
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const line = draft.trim();
    if (!line) return;
    props.onChange([...props.value, line]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div>
      <div className="flex gap-2">
        <Input
          aria-label="New ingredient"
          placeholder="e.g. 2 cups flour"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button aria-label="Add ingredient" onClick={add} disabled={!draft.trim()}>
          +
        </Button>
      </div>
      {props.value.length > 0 && (
        <ul aria-label="Ingredients" className="mt-2 space-y-1">
          {props.value.map((line, index) => (
            <li
              key={`${index}-${line}`}
              className="flex items-center justify-between rounded bg-stone-50 px-2 py-1 text-sm"
            >
              <span>{line}</span>
              <button
                type="button"
                aria-label={`Remove ${line}`}
                className="px-2 text-stone-500 hover:text-red-600"
                onClick={() => props.onChange(props.value.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
