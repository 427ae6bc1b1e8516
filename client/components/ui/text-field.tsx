import type { ComponentProps } from 'react';
import { Input, Label, TextArea } from './input.tsx';

type Labelled = { id: string; label: string };
type InputProps = ComponentProps<'input'>;

/** A labelled input: the label's text is the field's accessible name. */
export function TextField({ id, label, ...props }: InputProps & Labelled) {
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

/** The account's email, as the sign-in, sign-up, reset and access forms ask for it. */
export function EmailField({ label = 'Email', ...props }: InputProps & { label?: string }) {
  return <TextField id="email" label={label} type="email" autoComplete="email" {...props} />;
}

/** A password input; `autoComplete` tells password managers whether to fill or to save. */
export function PasswordField(
  props: InputProps & Labelled & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField type="password" required {...props} />;
}
