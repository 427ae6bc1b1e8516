import { useState, type KeyboardEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';

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
              className="flex items-center justify-between gap-2 rounded bg-stone-50 py-0.5 pl-2 text-sm"
            >
              <span className="min-w-0 break-words">{line}</span>
              {/* A thumb-sized target on a phone, smaller beside a mouse. */}
              <button
                type="button"
                aria-label={`Remove ${line}`}
                className="h-10 w-10 shrink-0 rounded text-lg text-stone-500 hover:bg-red-50 hover:text-red-600 sm:h-8 sm:w-8"
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
