import { Link } from 'react-router';

const STYLE = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
} as const;

/** A disabled button, not a link, until the backend is ready (docs/spec.md §2 Landing page). */
export function GatedLinkButton(props: {
  ready: boolean;
  to: string;
  children: string;
  variant?: keyof typeof STYLE;
}) {
  const base = 'inline-flex h-12 items-center justify-center rounded-lg px-6 text-lg font-medium';
  if (!props.ready) {
    return (
      <button
        type="button"
        disabled
        className={`${base} cursor-not-allowed border border-dashed border-stone-300 bg-stone-100/70 text-stone-500`}
      >
        {props.children}
      </button>
    );
  }
  return (
    <Link to={props.to} className={`${base} ${STYLE[props.variant ?? 'primary']}`}>
      {props.children}
    </Link>
  );
}
