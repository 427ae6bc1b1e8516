// The pantry's two dialogs, the pantry check and the staples, are one shape: a modal of
// ingredient rows, each its name and its own large buttons (docs/shopping.md, Staples and
// the pantry check). What comes above the list (a form, a status line) is the children.
import type { ReactNode } from 'react';
import { ModalDialog } from '#client/components/ui/dialog.tsx';

export function IngredientListDialog<Item>(props: {
  title: string;
  description: string;
  onClose: () => void;
  /** The list's accessible name. */
  listLabel: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** The row's text; `truncate` keeps a long one on one line. */
  label: (item: Item) => ReactNode;
  truncate?: boolean;
  /** The row's buttons and toggles, after its text. */
  controls: (item: Item) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <ModalDialog
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      description={props.description}
      width="md"
      closeButton
    >
      {props.children}
      <ul className="divide-y divide-stone-100" aria-label={props.listLabel}>
        {props.items.map((item) => (
          <li key={props.keyOf(item)} className="flex items-center gap-2 py-1">
            <span className={props.truncate ? 'min-w-0 flex-1 truncate' : 'min-w-0 flex-1'}>
              {props.label(item)}
            </span>
            {props.controls(item)}
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
