import type { ReactNode } from 'react';

/** A native checkbox and its words, the whole line clickable. */
export function CheckboxLabel(props: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    // The label is the touch target: 44 px tall (docs/accessibility.md).
    <label className={`flex min-h-11 items-center gap-2 ${props.className ?? ''}`}>
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand"
        checked={props.checked}
        onChange={(e) => props.onCheckedChange(e.target.checked)}
      />
      {props.children}
    </label>
  );
}
