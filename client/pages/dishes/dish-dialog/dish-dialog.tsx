// Add or edit a dish: a new dish starts at a choice (by hand or from an online recipe);
// an existing dish goes straight to the form (docs/spec.md §4 'Dish dialog modes').
import { useState } from 'react';
import type { Dish } from '#schema';
import { Button } from '#client/components/ui/button.tsx';
import { ModalDialog } from '#client/components/ui/dialog.tsx';
import { useDishActions } from '../use-dishes.ts';
import { DishForm } from './dish-form.tsx';
import {
  EMPTY_DISH_FORM,
  fieldsFrom,
  formValuesFrom,
  type DishFormValues,
} from './dish-form-values.ts';
import { UrlStep } from './url-step.tsx';

type Step = 'choose' | 'url' | 'manual';

export function DishDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dish?: Dish;
  /** A shared recipe's address: the dialog opens on the import with it filled in. */
  importUrl?: string;
}) {
  const editing = props.dish !== undefined;
  const actions = useDishActions();
  const [step, setStep] = useState<Step>(
    editing ? 'manual' : props.importUrl !== undefined ? 'url' : 'choose',
  );
  const [initial, setInitial] = useState<DishFormValues>(
    props.dish ? formValuesFrom(props.dish) : EMPTY_DISH_FORM,
  );

  const close = () => props.onOpenChange(false);
  const save = async (values: DishFormValues) => {
    const fields = fieldsFrom(values);
    const saved = props.dish
      ? await actions.update(props.dish.dish_id, fields)
      : await actions.create(fields);
    if (saved) close();
    return saved;
  };

  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      width="xl"
      closeButton
      title={editing ? 'Edit Dish' : 'Add New Dish'}
      description={
        step === 'url' ? 'Paste the address of a recipe page.' : 'A dish for your family’s library.'
      }
    >
      {step === 'choose' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="secondary" size="lg" onClick={() => setStep('manual')}>
            Enter by Hand
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setStep('url')}>
            From Online Recipe
          </Button>
        </div>
      )}
      {step === 'url' && (
        <UrlStep
          initialUrl={props.importUrl}
          onBack={() => setStep('choose')}
          onManual={() => setStep('manual')}
          onExtracted={(fields) => {
            setInitial(formValuesFrom(fields));
            setStep('manual');
          }}
        />
      )}
      {step === 'manual' && (
        <DishForm
          key={JSON.stringify(initial)}
          initial={initial}
          mode={editing ? 'edit' : 'add'}
          onSave={save}
          onCancel={close}
        />
      )}
    </ModalDialog>
  );
}
