import type { ComponentProps } from 'react';
import { Input, Label, TextArea } from './input.tsx';

type Labelled = { id: string; label: string };

/** A labelled input: the label's text is the field's accessible name. */
export function TextField({ id, label, ...props }: ComponentProps<'input'> & Labelled) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({ id, label, ...props }: ComponentProps<'textarea'> & Labelled) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <TextArea id={id} {...props} />
    </div>
  );
}
