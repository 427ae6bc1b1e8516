import type { ComponentProps, ReactNode } from 'react';

const FIELD =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30';

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${FIELD} h-10 ${className}`} {...props} />;
}

export function TextArea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${FIELD} ${className}`} {...props} />;
}

export function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-stone-700">
      {children}
    </label>
  );
}
