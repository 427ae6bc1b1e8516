// Toasts are UI state, so they live in a jotai atom beside their owner.
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  durationMs: number;
  /** A link to where the person can do what the toast asks (a page of the app). */
  link?: { label: string; to: string };
  /** A button that does it at once ('Save mine again'); the toast closes with it. */
  action?: { label: string; onClick: () => void };
};

export const toastsAtom = atom<ToastMessage[]>([]);

let nextId = 1;

export type ToastInput = Partial<
  Pick<ToastMessage, 'variant' | 'durationMs' | 'description' | 'link' | 'action'>
> & {
  title: string;
};

export function useToast() {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback(
    (input: ToastInput) => {
      const message: ToastMessage = {
        id: nextId++,
        variant: 'default',
        durationMs: input.variant === 'destructive' ? 4000 : 3000,
        ...input,
      };
      setToasts((current) => [...current.slice(-4), message]);
    },
    [setToasts],
  );
}

/** A destructive toast: what the person asked for did not happen, and why. */
export function problemToast(title: string, description?: string): ToastInput {
  return description === undefined
    ? { title, variant: 'destructive' }
    : { title, description, variant: 'destructive' };
}
