import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { filterDishes, TYPE_FILTERS, type TypeFilter } from '#domain/dishes/dish-filter.ts';
import { formatRating, type RatingSummary } from '#domain/ratings/ratings.ts';
import type { Dish } from '#schema';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { LoadingNote } from '#client/components/ui/loading-note.tsx';
import { DishBadges } from './dish-badges.tsx';
import { LazyDishDialog as DishDialog } from './lazy-dish-dialogs.tsx';
import { DishPhoto } from './dish-photo.tsx';
import { useDishRatingSummaries } from './use-dish-ratings.ts';
import { useDishes } from './use-dishes.ts';
import { DishTagFilter } from './dish-tag-filter.tsx';
import { familyTags } from '#domain/dishes/dish-tags.ts';

function DishCard({ dish, rating }: { dish: Dish; rating: RatingSummary }) {
  return (
    <Link
      to={`/dishes/${dish.dish_id}`}
      className="block rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand"
      data-testid="dish-card"
    >
      <DishPhoto
        dish={dish}
        size="small"
        className="-mx-4 -mt-4 mb-3 h-36 w-[calc(100%+2rem)] rounded-t-xl"
      />
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 className="font-semibold">{dish.name}</h2>
        {rating.rating_count > 0 && (
          <span
            className="shrink-0 text-sm text-amber-700"
            title={`${rating.rating_count} ratings`}
          >
            ★ {formatRating(rating.average_rating)}
          </span>
        )}
      </div>
      <DishBadges dish={dish} />
    </Link>
  );
}

export function DishLibraryPage() {
  const { dishes, loaded } = useDishes();
  const ratingOf = useDishRatingSummaries();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [tags, setTags] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  // A shared recipe (/share, the bookmarklet) opens the import with its address.
  const [params, setParams] = useSearchParams();
  const sharedUrl = params.get('import');
  const shown = filterDishes(dishes, search, type, tags);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Dish Library</h1>
        {/* No Refresh button: the library is live (Zero), a dish saved on another device
            shows here at once (docs/shopping.md, "Building the list from meals"). */}
        <Button onClick={() => setAdding(true)}>Add New Dish</Button>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Input
          aria-label="Search dishes"
          placeholder="Search by name, ingredient or tag"
          className="max-w-sm"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div role="group" aria-label="Type filter" className="flex gap-1">
          {TYPE_FILTERS.map((filter) => (
            <Button
              key={filter.value}
              size="sm"
              variant={type === filter.value ? 'primary' : 'secondary'}
              aria-pressed={type === filter.value}
              onClick={() => setType(filter.value)}
            >
              {filter.label}
            </Button>
          ))}
        </div>
        <DishTagFilter tags={familyTags(dishes)} chosen={tags} onChange={setTags} />
      </div>
      {dishes.length === 0 && !loaded ? (
        <LoadingNote label="Loading dishes..." className="py-16" />
      ) : shown.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg text-stone-600">No dishes found</p>
          <div className="mt-4 flex justify-center gap-2">
            <Button onClick={() => setAdding(true)}>Add Your First Dish</Button>
          </div>
        </div>
      ) : (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((dish) => (
            <DishCard key={dish.dish_id} dish={dish} rating={ratingOf(dish.dish_id)} />
          ))}
        </div>
      )}
      {adding && <DishDialog open onOpenChange={setAdding} />}
      {sharedUrl !== null && (
        <DishDialog
          open
          importUrl={sharedUrl}
          onOpenChange={(open) => {
            if (!open) setParams({}, { replace: true });
          }}
        />
      )}
    </div>
  );
}
