// Asks before 'Remove all' (the spec's 'All') empties the list: it takes every item, open
// and checked, from every device of the family, and there is no undo (docs/shopping.md).
import { Button } from '#client/components/ui/button.tsx';
import { closedBy, ModalDialog } from '#client/components/ui/dialog.tsx';

export function RemoveAllDialog(props: {
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      onOpenChange={closedBy(props.onClose)}
      width="sm"
      title="Remove all items?"
      description={`All ${props.count === 1 ? '1 item' : `${props.count} items`} on the shopping list, open and checked, are removed for the whole family.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={props.onConfirm}>
          Remove all
        </Button>
      </div>
    </ModalDialog>
  );
}
