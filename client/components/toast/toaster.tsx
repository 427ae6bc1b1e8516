import * as Toast from '@radix-ui/react-toast';
import { useAtom } from 'jotai';
import { Link } from 'react-router';
import { toastsAtom } from './toast-state.ts';

export function Toaster() {
  const [toasts, setToasts] = useAtom(toastsAtom);
  const dismiss = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));
  return (
    <Toast.Provider swipeDirection="right">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          duration={toast.durationMs}
          onOpenChange={(open) => !open && dismiss(toast.id)}
          data-variant={toast.variant}
          className={`rounded-lg border p-4 pr-10 shadow-lg ${
            toast.variant === 'destructive'
              ? 'border-red-300 bg-red-50 text-red-900'
              : 'border-stone-200 bg-white text-stone-900'
          }`}
        >
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          {toast.description && (
            <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description>
          )}
          {toast.link && (
            <Toast.Action altText={toast.link.label} asChild>
              <Link
                to={toast.link.to}
                className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-medium text-brand-dark underline"
              >
                {toast.link.label}
              </Link>
            </Toast.Action>
          )}
          {/* A finger-sized target: on a phone the toast covers the page's heading until closed. */}
          <Toast.Close
            aria-label="Close"
            className="absolute top-0 right-0 flex h-10 w-10 items-center justify-center text-lg text-stone-500 hover:text-stone-900"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* On a phone the bottom holds the navigation and the shopping list's add form, so
          toasts come from the top there. */}
      <Toast.Viewport className="fixed inset-x-2 top-2 z-50 flex flex-col gap-2 md:inset-x-auto md:top-auto md:right-4 md:bottom-4 md:w-80 [&>li]:relative" />
    </Toast.Provider>
  );
}
