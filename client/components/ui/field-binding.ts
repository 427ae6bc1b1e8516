// A text field's value and change handler, spread into TextField, TextAreaField or
// SelectField: `<TextField id="dish-name" label="Dish Name" {...field('name')} />`.
import type { ChangeEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export type FieldBinding = {
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
};

/** One piece of text state, bound to one input. */
export function bindText(value: string, onValue: (value: string) => void): FieldBinding {
  return { value, onChange: (event) => onValue(event.target.value) };
}

/**
 * The fields of a form's values, by key. A key's type may be a narrower string (a select's
 * options): the input only offers those, so its value is taken as one of them.
 */
export function fieldBinder<V>(values: V, set: <K extends keyof V>(key: K, value: V[K]) => void) {
  return <K extends TextKeys<V>>(key: K): FieldBinding =>
    bindText(values[key] as string, (value) => set(key, value as V[K]));
}
