// Five stars worth 1 to 5. Read-only when no onRate is given. `label` names what is rated.
export function StarRating(props: {
  value: number;
  onRate?: (value: number) => void;
  label: string;
  size?: 'sm' | 'lg';
}) {
  const size = props.size === 'lg' ? 'text-2xl' : 'text-lg';
  return (
    <span role="group" aria-label={props.label} className={`inline-flex ${size}`}>
      {[1, 2, 3, 4, 5].map((star) => {
        const filled = star <= props.value;
        const glyph = (
          <span aria-hidden className={filled ? 'text-amber-500' : 'text-stone-300'}>
            ★
          </span>
        );
        return props.onRate ? (
          <button
            key={star}
            type="button"
            // Named with what it rates ("Rate Chili: 4 stars"): five "4 stars" buttons on
            // the dashboard did not say which dish (docs/accessibility.md).
            aria-label={`${props.label}: ${star} ${star === 1 ? 'star' : 'stars'}`}
            aria-pressed={filled}
            onClick={() => props.onRate?.(star)}
            // 44 px square on a phone: five stars side by side (docs/accessibility.md).
            className="inline-flex h-11 w-11 items-center justify-center hover:scale-110 md:h-auto md:w-auto md:px-0.5"
          >
            {glyph}
          </button>
        ) : (
          <span key={star}>{glyph}</span>
        );
      })}
    </span>
  );
}
