// The library's tag filter: the family's tags as toggles, combined with the search and the
// type filter (a dish shows when it has every chosen tag).
import { tagKey } from '#domain/dishes/dish-tags.ts';
import { Button } from '#client/components/ui/button.tsx';

export function DishTagFilter(props: {
  tags: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  if (props.tags.length === 0) return null;
  const isChosen = (tag: string) => props.chosen.some((c) => tagKey(c) === tagKey(tag));
  const toggle = (tag: string) =>
    props.onChange(
      isChosen(tag)
        ? props.chosen.filter((c) => tagKey(c) !== tagKey(tag))
        : [...props.chosen, tag],
    );
  return (
    <div role="group" aria-label="Tag filter" className="flex flex-wrap items-center gap-1">
      {/* Said in words, so that a tag named like a prep level ("quick") is not taken for
          the dishes' "Quick prep" badge. */}
      <span aria-hidden className="mr-1 text-sm text-stone-600">
        Tags
      </span>
      {props.tags.map((tag) => (
        <Button
          key={tag}
          size="sm"
          className="h-11 rounded-full"
          variant={isChosen(tag) ? 'primary' : 'secondary'}
          aria-pressed={isChosen(tag)}
          onClick={() => toggle(tag)}
        >
          # {tag}
        </Button>
      ))}
    </div>
  );
}
