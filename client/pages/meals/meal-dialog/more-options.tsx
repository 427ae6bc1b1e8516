// The dialog's collapsible 'More Options': meal type, attendees, guests and notes.
import * as Collapsible from '@radix-ui/react-collapsible';
import { MEAL_TYPES } from '#domain/meals/meal-fields.ts';
import type { FamilyMember } from '#schema';
import { CheckboxLabel } from '#client/components/ui/checkbox-label.tsx';
import { fieldBinder } from '#client/components/ui/field-binding.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextAreaField } from '#client/components/ui/text-field.tsx';
import { GuestEntry } from './guest-entry.tsx';
import type { MealFormValues } from './meal-form-values.ts';

export function MoreOptions(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: MealFormValues;
  set: <K extends keyof MealFormValues>(key: K, value: MealFormValues[K]) => void;
  members: readonly FamilyMember[];
  onGuestAdded: (name: string) => void;
}) {
  const { values, set } = props;
  const field = fieldBinder(values, set);
  const toggleMember = (id: string, on: boolean) =>
    set('member_ids', on ? [...values.member_ids, id] : values.member_ids.filter((m) => m !== id));
  return (
    <Collapsible.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Collapsible.Trigger className="flex items-center gap-1 text-sm font-medium text-brand">
        <span aria-hidden>{props.open ? '▾' : '▸'}</span> More Options
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-3 space-y-4 rounded-lg bg-stone-50 p-3">
        <SelectField
          id="meal-type"
          label="Meal Type"
          options={MEAL_TYPES}
          {...field('meal_type')}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-stone-700">Attendees</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {props.members.map((member) => (
              <CheckboxLabel
                key={member.family_user_id}
                checked={values.member_ids.includes(member.family_user_id)}
                onCheckedChange={(on) => toggleMember(member.family_user_id, on)}
              >
                {member.first_name}
              </CheckboxLabel>
            ))}
          </div>
        </fieldset>
        <GuestEntry
          guests={values.guests}
          onChange={(guests) => set('guests', guests)}
          onAdded={props.onGuestAdded}
        />
        <TextAreaField id="meal-notes" label="Notes" rows={2} {...field('notes')} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
