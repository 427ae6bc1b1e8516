import { useState, type FormEvent } from 'react';
import {
  CUISINES,
  DISH_TYPES,
  dishTypeLabel,
  MAX_SERVINGS,
  PREP_LEVELS,
} from '#domain/dishes/dish-fields.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CheckboxLabel } from '#client/components/ui/checkbox-label.tsx';
import { fieldBinder } from '#client/components/ui/field-binding.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextAreaField, TextField } from '#client/components/ui/text-field.tsx';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import type { DishFormValues } from './dish-form-values.ts';
import { IngredientListEditor } from './ingredient-list-editor.tsx';

export function DishForm(props: {
  initial: DishFormValues;
  mode: 'add' | 'edit';
  onSave: (values: DishFormValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  const toast = useToast();
  const [values, setValues] = useState(props.initial);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof DishFormValues>(key: K, value: DishFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const field = fieldBinder(values, set);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      toast(problemToast('Please enter a dish name', 'Dish name is required to save the dish.'));
      return;
    }
    setSaving(true);
    const saved = await props.onSave(values);
    setSaving(false);
    if (!saved) return;
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Dish details">
      <TextField id="dish-name" label="Dish Name" {...field('name')} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <SelectField
          id="dish-type"
          label="Type"
          options={DISH_TYPES}
          optionLabel={dishTypeLabel}
          {...field('type')}
        />
        <SelectField
          id="dish-cuisine"
          label="Cuisine Type"
          options={CUISINES}
          blankOption="Choose..."
          {...field('cuisine_type')}
        />
        <SelectField id="dish-prep" label="Prep" options={PREP_LEVELS} {...field('prep')} />
      </div>
      <TextField
        id="dish-servings"
        label="Servings"
        type="number"
        min={1}
        max={MAX_SERVINGS}
        inputMode="numeric"
        placeholder="How many the recipe makes"
        {...field('servings')}
      />
      <CheckboxLabel
        className="text-sm"
        checked={values.make_ahead}
        onCheckedChange={(on) => set('make_ahead', on)}
      >
        Make Ahead
      </CheckboxLabel>
      <TextField
        id="dish-prep-note"
        label="Prep Note"
        placeholder="Thaw the chicken, marinate overnight…"
        maxLength={300}
        {...field('prep_note')}
      />
      <TextAreaField id="dish-description" label="Description" rows={2} {...field('description')} />
      <div>
        <span className="mb-1 block text-sm font-medium text-stone-700">Ingredients</span>
        <IngredientListEditor
          value={values.ingredients}
          onChange={(next) => set('ingredients', next)}
        />
      </div>
      <TextAreaField
        id="dish-instructions"
        label="Instructions"
        rows={5}
        {...field('instructions')}
      />
      <TextField
        id="dish-link"
        label="Recipe Link"
        type="url"
        placeholder="https://"
        {...field('link')}
      />
      <div className="flex justify-end gap-2">
        {props.mode === 'edit' && (
          <Button variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : props.mode === 'edit' ? 'Update Dish' : 'Add Dish'}
        </Button>
      </div>
    </form>
  );
}
