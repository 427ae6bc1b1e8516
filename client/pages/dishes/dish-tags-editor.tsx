// The dish page's tags: the family's own words for a dish ('quick', 'kids love it'), added
// and removed here and searched in the library and the meal dialog (dish-search.ts).
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { tagKey } from '#domain/dishes/dish-tags.ts';
import type { Dish } from '#schema';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { OutboxNote } from '#client/offline/outbox/outbox-note.tsx';
import { useDishTagActions, useDishTags, useFamilyTags } from './use-dish-tags.ts';

const MAX_SUGGESTIONS = 8;

export function DishTagsEditor({ dish, readOnly }: { dish: Dish; readOnly?: boolean }) {
  const actions = useDishTagActions(dish.dish_id);
  const family = useFamilyTags();
  const [draft, setDraft] = useState('');
  const tags = useDishTags(dish);
  const own = new Set(tags.map(tagKey));
  const typed = tagKey(draft.trim());
  const suggestions = family
    .filter((tag) => !own.has(tagKey(tag)) && (!typed || tagKey(tag).includes(typed)))
    .slice(0, MAX_SUGGESTIONS);

  const add = async (tag: string) => {
    if (!tag.trim()) return;
    if ((await actions.add(tag.trim())) === 'saved') setDraft('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add(draft);
  };

  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold">Tags</h2>
      <OutboxNote className="mb-2" />
      <ul aria-label="Tags" className="flex flex-wrap gap-2">
        {tags.length === 0 && <li className="text-sm text-stone-500">No tags yet.</li>}
        {tags.map((tag) => (
          <li
            key={tag}
            className="flex items-center rounded-full bg-brand/10 pl-3 text-sm text-brand"
          >
            {tag}
            {!readOnly && (
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => void actions.remove(tag)}
                className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-brand/20"
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <>
          <form onSubmit={submit} className="mt-3 flex gap-2">
            <Input
              aria-label="New tag"
              placeholder="Add a tag, e.g. quick"
              maxLength={40}
              className="h-11 flex-1"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" className="h-11" disabled={!draft.trim()}>
              Add Tag
            </Button>
          </form>
          {suggestions.length > 0 && (
            <div role="group" aria-label="Tag suggestions" className="mt-2 flex flex-wrap gap-2">
              {suggestions.map((tag) => (
                <Button
                  key={tag}
                  variant="secondary"
                  size="sm"
                  className="h-11"
                  aria-label={`Add tag ${tag}`}
                  onClick={() => void add(tag)}
                >
                  + {tag}
                </Button>
              ))}
            </div>
          )}
        </>
      )}
    </Card>
  );
}
