import { ChefHat } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { dishTypeLabel } from '#domain/dishes/dish-fields.ts';
import { formatRating } from '#domain/ratings/ratings.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, Spinner } from '#client/components/ui/card.tsx';
import { isArchived } from '#domain/dishes/dish-archive.ts';
import {
  LazyDeleteDishDialog as DeleteDishDialog,
  LazyDishDialog as DishDialog,
} from './lazy-dish-dialogs.tsx';
import { useDishRatingSummary } from './use-dish-ratings.ts';
import { useDish, useDishActions } from './use-dishes.ts';
import { DishIngredients } from './dish-ingredients.tsx';
import { useNextMealWithDish } from './use-next-meal-with-dish.ts';
import { DishPhoto } from './dish-photo.tsx';
import { DishPhotoUpload } from './dish-photo-upload.tsx';
import { DishTagsEditor } from './dish-tags-editor.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

// Short on a phone, where the full words wrapped beside Cook, Edit and Delete.
const BACK = (
  <Link
    to="/dishes"
    aria-label="Back to Dish Library"
    className="inline-flex min-h-11 items-center text-sm whitespace-nowrap text-brand underline md:min-h-0 md:py-2"
  >
    {/* The shown words are part of the name, for speech input (docs/accessibility.md). */}
    <span aria-hidden className="sm:hidden">
      ← Dish Library
    </span>
    <span aria-hidden className="hidden sm:inline">
      ← Back to Dish Library
    </span>
  </Link>
);

export function DishDetailPage() {
  const { id = '' } = useParams();
  const { dish, loaded } = useDish(id);
  const rating = useDishRatingSummary(id);
  const actions = useDishActions();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Cook mode scales for the same meal as the ingredients below.
  const nextMeal = useNextMealWithDish(id);

  if (!dish) {
    if (!loaded) return <Spinner />;
    return (
      <div className="py-16 text-center">
        <p className="mb-4 text-xl">Dish not found</p>
        {BACK}
      </div>
    );
  }

  const remove = async () => {
    setDeleting(false);
    if (await actions.remove(dish.dish_id)) navigate('/dishes');
  };
  const archived = isArchived(dish);

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-center justify-between">
        {BACK}
        {!archived && (
          <div className="flex gap-2">
            <Link
              to={`/cook/${dish.dish_id}${nextMeal ? `?meal=${nextMeal.meal_id}` : ''}`}
              className="inline-flex items-center gap-1 rounded-lg bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
            >
              <ChefHat aria-hidden className="h-4 w-4" /> Cook
            </Link>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </div>
        )}
      </div>
      {archived && (
        <p role="note" className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-600">
          Removed from the dish library. Meals that had it keep it, with their ratings.
        </p>
      )}
      {deleting && (
        <DeleteDishDialog
          dish={dish}
          onConfirm={() => void remove()}
          onClose={() => setDeleting(false)}
        />
      )}
      <Card>
        <DishPhoto dish={dish} size="medium" className="mb-4 max-h-96 w-full rounded-lg" />
        <h1 className="text-3xl font-semibold">{dish.name}</h1>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact
            label="Rating"
            value={
              rating.rating_count > 0
                ? `★ ${formatRating(rating.average_rating)} (${rating.rating_count})`
                : 'Not rated'
            }
          />
          <Fact label="Cuisine" value={dish.cuisine_type ?? '—'} />
          <Fact label="Prep" value={dish.prep} />
          <Fact label="Make Ahead" value={dish.make_ahead ? 'Yes' : 'No'} />
          <Fact label="Type" value={dishTypeLabel(dish.type)} />
          <Fact label="Servings" value={dish.servings ? String(dish.servings) : '—'} />
          {dish.category && <Fact label="Category" value={dish.category} />}
        </dl>
        {dish.description && <p className="mt-4 text-stone-700">{dish.description}</p>}
        {!archived && (
          <div className="mt-4">
            <DishPhotoUpload dish={dish} />
          </div>
        )}
      </Card>
      <DishTagsEditor dish={dish} readOnly={archived} />
      <DishIngredients dish={dish} />
      <Card>
        <h2 className="mb-2 text-lg font-semibold">Instructions</h2>
        <p className="whitespace-pre-line">{dish.instructions || 'No instructions yet.'}</p>
        {dish.link && (
          <a
            href={dish.link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-block text-brand underline"
          >
            View original recipe
          </a>
        )}
      </Card>
      {editing && <DishDialog open onOpenChange={setEditing} dish={dish} />}
    </div>
  );
}
