// Five faces worth 1 to 5, for children (see domain/ratings/rating-scale.ts).
import { Angry, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';
import { FACES } from '#domain/ratings/rating-scale.ts';

// Drawn faces: emoji show as empty boxes on devices without an emoji font.
const ICONS: Record<number, LucideIcon> = { 1: Angry, 2: Frown, 3: Meh, 4: Smile, 5: Laugh };

function Face({ value }: { value: number }) {
  const Icon = ICONS[value] ?? Meh;
  return <Icon aria-hidden className="h-7 w-7 text-amber-700" />;
}

export function FaceRating(props: {
  value: number;
  onRate?: (value: number) => void;
  label: string;
}) {
  return (
    <span role="group" aria-label={props.label} className="inline-flex gap-1 text-2xl">
      {FACES.map((face) => {
        const chosen = face.value === props.value;
        const look = chosen ? 'scale-110 opacity-100' : 'opacity-40 grayscale';
        return props.onRate ? (
          <button
            key={face.value}
            type="button"
            aria-label={`${face.label} (${face.value} of 5)`}
            aria-pressed={chosen}
            onClick={() => props.onRate?.(face.value)}
            className={`rounded-full transition ${look} hover:opacity-100 hover:grayscale-0`}
          >
            <Face value={face.value} />
          </button>
        ) : (
          <span key={face.value} aria-hidden className={look}>
            <Face value={face.value} />
          </span>
        );
      })}
    </span>
  );
}
