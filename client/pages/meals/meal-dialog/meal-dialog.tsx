// Add or edit a meal (docs/spec.md §2 Meal dialog, §4 Meal dialog). Edit mode applies when a meal
// is passed in. The dish picker shows only for Home Cooked and Leftovers.
import { useEffect, useState } from 'react';
import { COOK_OPTIONS, cookUsesDishes } from '#domain/meals/meal-fields.ts';
import { errorMessages } from '#domain/error-messages.ts';
import type { MealWithParts } from '#domain/meals/meal-view.ts';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { closedBy, ModalDialog } from '#client/components/ui/dialog.tsx';
import { fieldBinder } from '#client/components/ui/field-binding.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useMealActions, type Notify } from '../use-meals.ts';
import { DishPicker } from './dish-picker.tsx';
import { hasMoreOptions, payloadOf } from './meal-form-values.ts';
import { MoreOptions } from './more-options.tsx';
import { PortionsSection } from './portions-section.tsx';
import { useMealForm } from './use-meal-form.ts';

export function MealDialog(props: {
  onClose: () => void;
  meal?: MealWithParts;
  /** The date a new meal starts on; today when left out. */
  date?: string;
  /** The source a new meal records ('Recurring' from a new-dish night); 'Manual' else. */
  source?: string;
  /** Where outcome messages go (the planning page's message bar); toasts otherwise. */
  notify?: Notify;
}) {
  const { meal, onClose } = props;
  const editing = meal !== undefined;
  const toast = useToast();
  const notify = props.notify ?? toast;
  const actions = useMealActions(notify);
  const form = useMealForm(meal, props.date);
  const { values, set } = form;
  const field = fieldBinder(values, set);
  const [moreOpen, setMoreOpen] = useState(() => (meal ? hasMoreOptions(meal) : false));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!form.deletedElsewhere) return;
    notify({
      title: 'Meal deleted',
      description: 'Someone else deleted this meal while you were editing it.',
      variant: 'destructive',
    });
    onClose();
  }, [form.deletedElsewhere, notify, onClose]);

  const withDishes = cookUsesDishes(values.who_is_cooking);
  const leftoversWithoutDish =
    values.who_is_cooking === 'Leftovers' && values.dish_ids.length === 0;
  const save = async () => {
    if (saving) return;
    if (leftoversWithoutDish) {
      toast(problemToast('No dishes selected', errorMessages.LEFTOVERS_NEED_DISH));
      return;
    }
    setSaving(true);
    const payload = payloadOf(form.current(), meal?.source ?? props.source ?? 'Manual');
    const outcome = meal
      ? await actions.update(meal.meal_id, payload, form.version ?? meal.updated_at)
      : await actions.create(payload);
    setSaving(false);
    if (outcome === 'saved' || outcome === 'NOT_FOUND') onClose();
  };

  const buttons = (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button
        onClick={save}
        disabled={saving}
        aria-disabled={leftoversWithoutDish || undefined}
        className={leftoversWithoutDish ? 'cursor-not-allowed opacity-50' : ''}
      >
        {saving
          ? editing
            ? 'Updating...'
            : 'Creating...'
          : editing
            ? 'Update Meal'
            : 'Create Meal'}
      </Button>
    </div>
  );

  return (
    <ModalDialog
      onOpenChange={closedBy(onClose)}
      width="lg"
      closeButton
      title={editing ? 'Edit Meal' : 'Add a Meal'}
      description={editing ? 'Update your meal details' : 'Plan a meal for a specific date'}
      headerAside={buttons}
    >
      {form.changedElsewhere && (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        >
          Someone else just changed this meal.
          <Button size="sm" variant="secondary" onClick={form.takeTheirs}>
            Show their changes
          </Button>
        </div>
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="meal-date"
          label="Date"
          type="date"
          required
          value={values.meal_date}
          onChange={(e) => e.target.value && set('meal_date', e.target.value)}
        />
        <SelectField
          id="meal-cook"
          label="Cook"
          options={COOK_OPTIONS}
          {...field('who_is_cooking')}
        />
      </div>
      {withDishes ? (
        <DishPicker
          offered={values.who_is_cooking === 'Leftovers' ? form.leftovers : form.library}
          library={form.library}
          selected={values.dish_ids}
          onChange={(ids) => set('dish_ids', ids)}
          quickAdd={values.who_is_cooking === 'Home Cooked'}
          emptyText={
            values.who_is_cooking === 'Leftovers'
              ? 'No leftovers from the four days before this date.'
              : 'No dishes in your library yet. Type a name to add one.'
          }
        />
      ) : (
        <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-600">
          {values.who_is_cooking} meal - no dishes needed to select.
        </p>
      )}
      {values.who_is_cooking === 'Home Cooked' && (
        <PortionsSection values={values} set={set} dishes={form.library} />
      )}
      <MoreOptions
        open={moreOpen}
        onOpenChange={setMoreOpen}
        values={values}
        set={set}
        members={form.members}
        onGuestAdded={(name) => {
          if (!editing) toast({ title: 'Guest added', description: name });
        }}
      />
      {buttons}
    </ModalDialog>
  );
}
