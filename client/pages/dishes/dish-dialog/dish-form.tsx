import { useState, type FormEvent } from 'react';
import {
  CUISINES,
  DISH_TYPES,
  dishTypeLabel,
  MAX_SERVINGS,
  PREP_LEVELS,
} from '../../../../domain/dishes/dish-fields.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/toast/toast-state.ts';
import type { DishFormValues } from './dish-form-values.ts';
import { IngredientListEditor } from './ingredient-list-editor.tsx';

const SELECT = 'h-10 w-full rounded-lg border border-stone-300 bg-white px-3';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      toast({
        title: 'Please enter a dish name',
        description: 'Dish name is required to save the dish.',
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    const saved = await props.onSave(values);
    setSaving(false);
    if (!saved) return;
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Dish details">
      <TextField
        id="dish-name"
        label="Dish Name"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div>
          <Label htmlFor="dish-type">Type</Label>
          <select
            id="dish-type"
            className={SELECT}
            value={values.type}
            onChange={(e) => set('type', e.target.value)}
          >
            {DISH_TYPES.map((type) => (
              <option key={type} value={type}>
                {dishTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="dish-cuisine">Cuisine Type</Label>
          <select
            id="dish-cuisine"
            className={SELECT}
            value={values.cuisine_type}
            onChange={(e) => set('cuisine_type', e.target.value)}
          >
            <option value="">Choose...</option>
            {CUISINES.map((cuisine) => (
              <option key={cuisine}>{cuisine}</option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="dish-prep">Prep</Label>
          <select
            id="dish-prep"
            className={SELECT}
            value={values.prep}
            onChange={(e) => set('prep', e.target.value)}
          >
            {PREP_LEVELS.map((prep) => (
              <option key={prep}>{prep}</option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        id="dish-servings"
        label="Servings"
        type="number"
        min={1}
        max={MAX_SERVINGS}
        inputMode="numeric"
        placeholder="How many the recipe makes"
        value={values.servings}
        onChange={(e) => set('servings', e.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.make_ahead}
          onChange={(e) => set('make_ahead', e.target.checked)}
          className="h-4 w-4 accent-brand"
        />
        Make Ahead
      </label>
      <TextField
        id="dish-prep-note"
        label="Prep Note"
        placeholder="Thaw the chicken, marinate overnight…"
        maxLength={300}
        value={values.prep_note}
        onChange={(e) => set('prep_note', e.target.value)}
      />
      <TextAreaField
        id="dish-description"
        label="Description"
        rows={2}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
      />
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
        value={values.instructions}
        onChange={(e) => set('instructions', e.target.value)}
      />
      <TextField
        id="dish-link"
        label="Recipe Link"
        type="url"
        placeholder="https://"
        value={values.link}
        onChange={(e) => set('link', e.target.value)}
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
