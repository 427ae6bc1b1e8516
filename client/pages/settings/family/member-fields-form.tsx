// The fields of a family member (docs/spec.md §2 Settings: Profile, Family), shared by the
// Profile tab and the add/edit member dialog.
import type { FormEvent, ReactNode } from 'react';
import { TextAreaField, TextField } from '#client/components/ui/text-field.tsx';
import { isTooYoungForAccount } from '#domain/family/invite-eligibility.ts';
import { useFamilyToday } from '#client/lib/use-family-today.ts';
import { FormError } from '#client/pages/auth/auth-card.tsx';
import { ChildAccountNote } from './child-account-note.tsx';
import type { MemberFormValues } from './member-form-values.ts';

export function MemberFieldsForm(props: {
  idPrefix: string;
  values: MemberFormValues;
  onChange: (values: MemberFormValues) => void;
  problem: string | null;
  onSubmit: () => void;
  actions: ReactNode;
}) {
  const field = (name: keyof MemberFormValues) => ({
    id: `${props.idPrefix}-${name}`,
    value: props.values[name],
    onChange: (e: { target: { value: string } }) =>
      props.onChange({ ...props.values, [name]: e.target.value }),
  });
  const today = useFamilyToday();
  const child = isTooYoungForAccount(props.values.birthdate, today);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
        <TextField label="Birthdate" type="date" {...field('birthdate')} />
        {/* A child's email stays visible only when one was saved, so it can be cleared. */}
        {(!child || props.values.email) && (
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        )}
        {child && <ChildAccountNote />}
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+1 (555) 123-4567"
          {...field('phone')}
        />
      </div>
      <TextAreaField
        label="Preferences"
        rows={3}
        placeholder="Cooking preferences, dietary restrictions, allergies"
        {...field('preferences')}
      />
      <FormError message={props.problem} />
      <div className="flex justify-end gap-2">{props.actions}</div>
    </form>
  );
}
