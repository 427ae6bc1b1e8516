// The planning page's bottom message bar: success messages go after 2 seconds, error
// messages stay until dismissed (spec §2 Planning, §9).
import { useCallback, useEffect, useState } from 'react';
import type { ToastInput } from '../../components/toast/toast-state.ts';

export const SUCCESS_MESSAGE_MS = 2000;

export type BarMessage = ToastInput & { id: number };

let nextID = 1;

export function useMessageBar() {
  const [message, setMessage] = useState<BarMessage | null>(null);
  const show = useCallback((input: ToastInput) => setMessage({ ...input, id: nextID++ }), []);
  const dismiss = useCallback(() => setMessage(null), []);
  useEffect(() => {
    if (!message || message.variant === 'destructive') return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return { message, show, dismiss };
}
