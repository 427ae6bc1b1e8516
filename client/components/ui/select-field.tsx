import type { ComponentProps } from 'react';
import { Label } from './input.tsx';

type SelectFieldProps<Option extends string> = ComponentProps<'select'> & {
  id: string;
  label: string;
  options: readonly Option[];
  /** The text shown for an option, when it is not the option itself. */
  optionLabel?: (option: Option) => string;
  /** A first, empty option for "none chosen yet". */
  blankOption?: string;
};

/** A labelled native select over a list of string options. */
export function SelectField<Option extends string>({
  id,
  label,
  options,
  optionLabel = (option) => option,
  blankOption,
  ...props
}: SelectFieldProps<Option>) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3"
        {...props}
      >
        {blankOption !== undefined && <option value="">{blankOption}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
