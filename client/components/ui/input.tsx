import type { ComponentProps, ReactNode } from 'react';

const FIELD =
  'min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/30';

// Full width unless the caller gives a width: two width classes on one element are
// resolved by stylesheet order, not by the order written, and w-full won (a 26 px
// item name beside a full-width Qty field).
function fieldClass(className: string): string {
  const width = /(^|\s)(w-|flex-1)/.test(className) ? '' : 'w-full';
  return `${FIELD} ${width} ${className}`;
}

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  // 44 px tall on a phone (docs/accessibility.md).
  return <input className={`${fieldClass(className)} h-11 md:h-10`} {...props} />;
}

export function TextArea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={fieldClass(className)} {...props} />;
}

export function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-stone-700">
      {children}
    </label>
  );
}
