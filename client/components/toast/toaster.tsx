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
          className={`flex flex-wrap items-center gap-x-3 rounded-lg border p-2 pr-10 shadow-lg md:block md:p-4 md:pr-10 ${
            toast.variant === 'destructive'
              ? 'border-red-300 bg-red-50 text-red-900'
              : 'border-stone-200 bg-white text-stone-900'
          }`}
        >
          <div className="min-w-0 flex-1 basis-48">
            <Toast.Title className="text-sm font-semibold md:text-base">{toast.title}</Toast.Title>
            {toast.description && (
              <Toast.Description className="text-xs md:mt-1 md:text-sm">
                {toast.description}
              </Toast.Description>
            )}
          </div>
          {toast.link && (
            <Toast.Action altText={toast.link.label} asChild>
              <Link
                to={toast.link.to}
                className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-medium text-brand-dark underline md:mt-2"
              >
                {toast.link.label}
              </Link>
            </Toast.Action>
          )}
          {toast.action && (
            <Toast.Action altText={toast.action.label} asChild>
              <button
                type="button"
                onClick={() => {
                  dismiss(toast.id);
                  toast.action?.onClick();
                }}
                className="inline-flex min-h-11 shrink-0 items-center rounded-lg border border-current bg-white px-3 text-sm font-medium md:mt-2"
              >
                {toast.action.label}
              </button>
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close"
            className="absolute top-0 right-0 flex h-11 w-11 items-center justify-center text-lg text-stone-500 hover:text-stone-900"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* On a phone the toasts lie over the bottom navigation and the list's add form, never
          over the page above them (the list's rows in the shop): at most that tall, compact,
          and scrolled within when there are more (docs/accessibility.md). */}
      <Toast.Viewport className="fixed inset-x-0 bottom-0 z-50 flex max-h-32 flex-col gap-1 overflow-y-auto overscroll-contain bg-white/95 p-1 md:inset-x-auto md:right-4 md:bottom-4 md:max-h-none md:w-80 md:gap-2 md:overflow-visible md:bg-transparent md:p-0 [&:empty]:hidden [&>li]:relative" />
    </Toast.Provider>
  );
}
