import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-brand text-white hover:bg-brand-dark disabled:bg-stone-300 disabled:text-stone-500',
  secondary:
    'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:text-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 disabled:text-stone-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-stone-300',
} as const;

// 44 px on a phone, the smallest touch target (docs/accessibility.md); the pointer's
// smaller sizes from md up, where the layout was drawn for them.
const SIZES = {
  sm: 'min-h-11 min-w-11 px-3 text-sm md:h-8 md:min-h-0 md:min-w-0',
  md: 'min-h-11 min-w-11 px-4 md:h-10 md:min-h-0 md:min-w-0',
  lg: 'min-h-12 min-w-11 px-6 text-lg',
} as const;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
};

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      className={`inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...props}
    />
  );
}
