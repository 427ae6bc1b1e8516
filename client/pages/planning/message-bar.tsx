import type { BarMessage } from './use-message-bar.ts';

export function MessageBar({
  message,
  onDismiss,
}: {
  message: BarMessage | null;
  onDismiss: () => void;
}) {
  if (!message) return null;
  const error = message.variant === 'destructive';
  return (
    <div
      role={error ? 'alert' : 'status'}
      data-testid="message-bar"
      className={`fixed inset-x-4 bottom-20 z-[60] mx-auto flex max-w-xl items-center gap-3 rounded-lg p-3 shadow-lg md:bottom-6 ${
        error ? 'bg-red-600 text-white' : 'bg-stone-900 text-white'
      }`}
    >
      <div className="flex-1">
        <p className="font-medium">{message.title}</p>
        {message.description && <p className="text-sm opacity-90">{message.description}</p>}
      </div>
      {message.action && (
        <button
          type="button"
          onClick={() => {
            onDismiss();
            message.action?.onClick();
          }}
          className="min-h-10 rounded-md px-3 text-sm font-semibold text-amber-300 underline-offset-2 hover:underline"
        >
          {message.action.label}
        </button>
      )}
      {error && (
        <button
          type="button"
          aria-label="Dismiss message"
          onClick={onDismiss}
          className="px-1 text-lg"
        >
          ×
        </button>
      )}
    </div>
  );
}
