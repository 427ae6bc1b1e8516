// A family's own tags on its dishes ('quick', 'kids love it', 'freezer'): one line each,
// short, compared without case, so 'Quick' and 'quick' are one tag (docs/meals-and-planning.md).
import { z } from '../zod-mini.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { isSingleLine } from '../text/single-line-name.ts';
import { nameText } from '../text/direction-controls.ts';

const MAX_TAG_LENGTH = 40;
const MAX_TAGS_PER_DISH = 20;

/** A tag as typed: trimmed, inner spaces collapsed, one line, 1 to 40 characters. */
export const tagInput = z.pipe(
  z.pipe(
    nameText(200, 'tag'),
    z.transform((value: string) => value.trim().replace(/[^\S\n\r]+/g, ' ')),
  ),
  z
    .string()
    .check(
      z.minLength(1, 'A tag cannot be empty.'),
      z.maxLength(MAX_TAG_LENGTH, `A tag has at most ${MAX_TAG_LENGTH} characters.`),
      z.refine(isSingleLine, { error: 'A tag is one line.' }),
    ),
);

export const tagKey = (tag: string) => tag.toLocaleLowerCase();

/** The dish's tags with this one added, unless the dish has it already (in any case). */
export function withTag(tags: readonly string[], tag: string): string[] {
  if (tags.some((t) => tagKey(t) === tagKey(tag))) return [...tags];
  if (tags.length >= MAX_TAGS_PER_DISH) throw new AppError(ErrorCode.TOO_MANY_TAGS);
  return [...tags, tag];
}

export function withoutTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => tagKey(t) !== tagKey(tag));
}

/**
 * Every tag the family uses, most used first, in the spelling first seen: the suggestions
 * of the dish page's tag field and the library's tag filter.
 */
export function familyTags(dishes: readonly { tags?: readonly string[] | null }[]): string[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const dish of dishes)
    for (const tag of dish.tags ?? []) {
      const entry = counts.get(tagKey(tag));
      if (entry) entry.count += 1;
      else counts.set(tagKey(tag), { tag, count: 1 });
    }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .map((entry) => entry.tag);
}
