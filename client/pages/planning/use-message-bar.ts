// The planning page's bottom message bar: success messages go after 2 seconds, error
// messages stay until dismissed (docs/spec.md §2 Planning, §9). A message with an action (Undo)
// stays a little longer, so there is time to reach the button.
import { useCallback, useEffect, useState } from 'react';
import type { ToastInput } from '#client/components/toast/toast-state.ts';

export const SUCCESS_MESSAGE_MS = 2000;
export const ACTION_MESSAGE_MS = 6000;

export type BarAction = { label: string; onClick: () => void };
export type BarInput = ToastInput & { action?: BarAction };
export type BarMessage = BarInput & { id: number };

let nextID = 1;

export function useMessageBar() {
  const [message, setMessage] = useState<BarMessage | null>(null);
  const show = useCallback((input: BarInput) => setMessage({ ...input, id: nextID++ }), []);
  const dismiss = useCallback(() => setMessage(null), []);
  useEffect(() => {
    if (!message || message.variant === 'destructive') return;
    const shownFor = message.action ? ACTION_MESSAGE_MS : SUCCESS_MESSAGE_MS;
    const timer = setTimeout(() => setMessage(null), shownFor);
    return () => clearTimeout(timer);
  }, [message]);
  return { message, show, dismiss };
}
