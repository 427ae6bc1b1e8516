// What a meal row shows on the dashboard and the planning page: the label (docs/spec.md §4),
// the dishes as links, the attendee count and the rating when there are any. Links and
// buttons are 44 px tall on a phone and 32 px from md up, all alike (WCAG 2.2 asks 24 px;
// "Open dish" was 20 px at 1024, docs/accessibility.md).
import { BookOpen, ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import { isArchived } from '#domain/dishes/dish-archive.ts';
import { labelOf, mealDishes, mealRating, type MealWithParts } from '#domain/meals/meal-view.ts';
import { formatRating } from '#domain/ratings/ratings.ts';
import { DishPhoto } from '../dishes/dish-photo.tsx';

export function MealFacts({ meal }: { meal: MealWithParts }) {
  const count = meal.attendees.length;
  const rating = mealRating(meal);
  if (count === 0 && rating === null) return null;
  return (
    <span className="flex shrink-0 gap-2 text-xs text-stone-500">
      {count > 0 && <span>{count === 1 ? '1 attendee' : `${count} attendees`}</span>}
      {rating !== null && (
        <span aria-label={`Rated ${formatRating(rating)}`}>★ {formatRating(rating)}</span>
      )}
    </span>
  );
}

const ARCHIVED_NOTE = <span className="ml-1 text-xs text-stone-500">(removed from library)</span>;

/** Meals whose title is their first dish's name (docs/spec.md §4's label). */
function titledByDish(meal: MealWithParts): boolean {
  return meal.who_is_cooking === 'Home Cooked' || meal.who_is_cooking === 'Leftovers';
}

// The title already names the first dish of a home-cooked or leftovers meal; the row
// below links to it without repeating its name, and names only the "+N" others.
export function DishLinks({ meal }: { meal: MealWithParts }) {
  const dishes = mealDishes(meal);
  if (dishes.length === 0) return null;
  const titled = titledByDish(meal);
  const [first, ...others] = dishes;
  const named = titled ? others : dishes;
  const pictured = dishes.find((dish) => dish.photo_id);
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-sm">
      {pictured && <DishPhoto dish={pictured} size="small" className="h-10 w-10 rounded-md" />}
      {titled && first && (
        <Link
          to={`/dishes/${first.dish_id}`}
          aria-label={`Open dish: ${first.name}`}
          className="inline-flex min-h-11 items-center gap-1 text-brand hover:underline md:min-h-8"
        >
          <BookOpen aria-hidden className="h-3.5 w-3.5" />
          Open dish
        </Link>
      )}
      {named.length > 0 && titled && <span className="text-stone-500">with</span>}
      {named.map((dish) => (
        <Link
          key={dish.dish_id}
          to={`/dishes/${dish.dish_id}`}
          className="inline-flex min-h-11 items-center text-brand hover:underline md:min-h-8"
        >
          {dish.name}
          {isArchived(dish) && ARCHIVED_NOTE}
        </Link>
      ))}
    </span>
  );
}

/** The meal's title as a button that opens it for editing. */
export function MealTitleButton({ meal, onEdit }: { meal: MealWithParts; onEdit: () => void }) {
  const first = mealDishes(meal)[0];
  const titleDishArchived = titledByDish(meal) && first !== undefined && isArchived(first);
  return (
    <button
      type="button"
      onClick={onEdit}
      className="min-h-11 max-w-full text-left font-medium break-words hover:text-brand hover:underline md:min-h-8"
      aria-label={`Edit meal: ${labelOf(meal)}`}
    >
      {labelOf(meal)}
      {titleDishArchived && ARCHIVED_NOTE}
    </button>
  );
}

/** Tonight's home-cooked meal opens cook mode on its first dish. */
export function CookLink({ meal }: { meal: MealWithParts }) {
  const first = mealDishes(meal)[0];
  if (meal.who_is_cooking !== 'Home Cooked' || !first) return null;
  return (
    <Link
      to={`/cook/${first.dish_id}?meal=${meal.meal_id}`}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-brand px-3 py-1 text-sm md:min-h-8 font-medium text-white hover:bg-brand-dark"
    >
      <ChefHat aria-hidden className="h-4 w-4" />
      Start cooking
    </Link>
  );
}
