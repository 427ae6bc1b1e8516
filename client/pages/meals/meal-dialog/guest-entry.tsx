// Guests by name: trimmed, and Add is disabled while the name is blank (docs/spec.md §5).
import { useState, type KeyboardEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';

export function GuestEntry(props: {
  guests: string[];
  onChange: (guests: string[]) => void;
  onAdded: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const add = () => {
    if (!trimmed) return;
    props.onChange([...props.guests, trimmed]);
    props.onAdded(trimmed);
    setName('');
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          aria-label="Guest name"
          placeholder="Add a guest"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={onKey}
        />
        <Button variant="secondary" onClick={add} disabled={!trimmed}>
          Add
        </Button>
      </div>
      {props.guests.length > 0 && (
        <ul aria-label="Guests" className="flex flex-wrap gap-2">
          {props.guests.map((guest, index) => (
            <li
              key={`${index}-${guest}`}
              className="flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm"
            >
              {guest}
              <button
                type="button"
                aria-label={`Remove guest ${guest}`}
                className="-my-2 h-10 w-10 shrink-0 rounded-full text-base hover:bg-stone-200 sm:my-0 sm:h-7 sm:w-7"
                onClick={() => props.onChange(props.guests.filter((_, i) => i !== index))}
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
