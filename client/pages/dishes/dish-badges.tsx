import { dishTypeLabel } from '#domain/dishes/dish-fields.ts';
import type { Dish } from '#schema';

function Badge({
  children,
  tone = 'stone',
}: {
  children: string;
  tone?: 'stone' | 'teal' | 'amber';
}) {
  const tones = {
    stone: 'bg-stone-100 text-stone-700',
    teal: 'bg-teal-50 text-teal-800',
    amber: 'bg-amber-50 text-amber-800',
  };
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}

export function DishBadges({ dish }: { dish: Dish }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone="teal">{dishTypeLabel(dish.type)}</Badge>
      {/* "Quick prep", not "Quick": beside the tag filter's "# quick" the two read as one
          (docs/accessibility.md). */}
      <Badge>{`${dish.prep} prep`}</Badge>
      {dish.make_ahead && <Badge tone="amber">Make Ahead</Badge>}
      {dish.cuisine_type && <Badge>{dish.cuisine_type}</Badge>}
    </div>
  );
}
