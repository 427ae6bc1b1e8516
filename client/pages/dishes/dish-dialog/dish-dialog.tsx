// Add or edit a dish: a new dish starts at a choice (by hand or from an online recipe);
// an existing dish goes straight to the form (spec §4 'Dish dialog modes').
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { Dish } from '../../../../schema.ts';
import { Button } from '../../../components/ui/button.tsx';
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
}) {
  const editing = props.dish !== undefined;
  const actions = useDishActions();
  const [step, setStep] = useState<Step>(editing ? 'manual' : 'choose');
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
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold">
            {editing ? 'Edit Dish' : 'Add New Dish'}
          </Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-stone-600">
            {step === 'url'
              ? 'Paste the address of a recipe page.'
              : 'A dish for your family’s library.'}
          </Dialog.Description>
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
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-4 text-2xl text-stone-400 hover:text-stone-700"
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
