import type { ComponentProps } from 'react';
import { Input, Label } from './input.tsx';

/** A labelled input: the label's text is the field's accessible name. */
export function TextField({
  id,
  label,
  ...props
}: ComponentProps<'input'> & { id: string; label: string }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}
