// The one modal dialog of the app (Radix Dialog: focus trap, Escape, labelled by its title
// and description): a centred white card over a dimmed page, scrolling inside itself on a
// short screen, with an optional × in the corner.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

// Literal class names, so Tailwind finds them.
const WIDTHS = {
  sm: 'w-[min(30rem,calc(100vw-2rem))]',
  md: 'w-[min(32rem,calc(100vw-2rem))]',
  lg: 'w-[min(36rem,calc(100vw-2rem))]',
  xl: 'w-[min(40rem,calc(100vw-2rem))]',
} as const;

export function ModalDialog(props: {
  /** Open unless told otherwise: most dialogs are mounted only while shown. */
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  width: keyof typeof WIDTHS;
  /** Beside the title and description, e.g. the save buttons of a long form. */
  headerAside?: ReactNode;
  closeButton?: boolean;
  children: ReactNode;
}) {
  // Radix gives the focus back to a Dialog.Trigger only, and these dialogs are opened by
  // plain buttons: the focus fell to the page's top after Escape. The control that had the
  // focus when the dialog opened gets it back (docs/accessibility.md).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={props.open ?? true} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          // Radix hears Escape only once this layer is the highest, a render after the
          // dialog opens and takes the focus; until then Escape was lost, or went to a toast
          // on screen. An Escape from inside the dialog that no layer took closes it.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) props.onOpenChange(false);
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] ${WIDTHS[props.width]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl`}
        >
          <div className="space-y-4">
            <div
              className={
                props.headerAside ? 'flex flex-wrap items-start justify-between gap-3 pr-6' : ''
              }
            >
              <div>
                <Dialog.Title className="text-xl font-semibold">{props.title}</Dialog.Title>
                <Dialog.Description className="text-sm text-stone-600">
                  {props.description}
                </Dialog.Description>
              </div>
              {props.headerAside}
            </div>
            {props.children}
          </div>
          {props.closeButton && (
            <Dialog.Close
              aria-label="Close"
              className="absolute top-1 right-1 flex h-11 w-11 items-center justify-center rounded-lg text-2xl text-stone-500 hover:text-stone-700"
            >
              ×
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** onOpenChange for a dialog that is unmounted when closed. */
export const closedBy =
  (onClose: () => void) =>
  (open: boolean): void => {
    if (!open) onClose();
  };
