import type { ComponentProps } from 'react';
import { Label } from './input.tsx';

/** A labelled native select over a list of string options. */
export function SelectField({
  id,
  label,
  options,
  ...props
}: ComponentProps<'select'> & { id: string; label: string; options: readonly string[] }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3"
        {...props}
      >
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}
