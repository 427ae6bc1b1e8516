// Cook mode (docs/kitchen-tablet.md): one step at a time in large type, the ingredients scaled for the
// meal beside it, swipe or tap to move, durations as shared timers, the screen kept on.
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cookSteps } from '#domain/cooking/cook-steps.ts';
import { kitchenNumber } from 'recipe-reader';
import { Spinner } from '#client/components/ui/card.tsx';
import { useSwipe } from '#client/lib/use-swipe.ts';
import { useWakeLock, WAKE_LOCK_FALLBACK } from '#client/lib/use-wake-lock.ts';
import { ScaledIngredients } from '../servings/scaled-ingredients.tsx';
import { StepText } from './step-text.tsx';
import { useCookTarget } from './use-cook-target.ts';

const navButton =
  'flex min-h-14 flex-1 items-center justify-center gap-2 rounded-2xl text-xl font-semibold disabled:opacity-30';

export function CookPage() {
  const { dish, loaded, meal, mealID, mealDishes, portions, system } = useCookTarget();
  const [index, setIndex] = useState(0);
  const wakeLock = useWakeLock(true);
  const steps = cookSteps(dish?.instructions);
  const last = Math.max(0, steps.length - 1);
  const next = useCallback(() => setIndex((i) => Math.min(i + 1, last)), [last]);
  const back = useCallback(() => setIndex((i) => Math.max(i - 1, 0)), []);
  const swipe = useSwipe(next, back);

  useEffect(() => setIndex(0), [dish?.dish_id]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') next();
      if (event.key === 'ArrowLeft') back();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, back]);

  if (!dish)
    return loaded ? <p className="py-16 text-center text-xl">Dish not found</p> : <Spinner />;
  const step = steps[Math.min(index, last)];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{dish.name}</h1>
        {mealDishes.length > 1 && (
          <nav aria-label="Dishes of this meal" className="flex flex-wrap gap-2">
            {mealDishes.map((other) => (
              <Link
                key={other.dish_id}
                to={`/cook/${other.dish_id}?meal=${mealID}`}
                aria-current={other.dish_id === dish.dish_id ? 'page' : undefined}
                className="rounded-full bg-stone-100 px-3 py-1 text-sm aria-[current=page]:bg-brand aria-[current=page]:text-white"
              >
                {other.name}
              </Link>
            ))}
          </nav>
        )}
        <Link
          to={`/dishes/${dish.dish_id}`}
          className="ml-auto inline-flex items-center gap-1 rounded-lg px-3 py-2 text-stone-600 hover:bg-stone-100"
        >
          <X aria-hidden className="h-5 w-5" /> Leave cook mode
        </Link>
      </div>
      {(wakeLock === 'unsupported' || wakeLock === 'refused') && (
        <p
          role="note"
          data-testid="wake-lock-note"
          className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900"
        >
          {WAKE_LOCK_FALLBACK}
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <section aria-label="Step" className="space-y-6">
          <div
            {...swipe}
            data-testid="cook-step"
            className="min-h-64 touch-pan-y rounded-2xl bg-white p-6 shadow select-none"
          >
            {step ? (
              <>
                <p className="mb-4 text-lg font-medium text-stone-500">
                  Step {index + 1} of {steps.length}
                </p>
                <StepText
                  step={step}
                  label={`${dish.name}, step ${index + 1}`}
                  dishID={dish.dish_id}
                />
              </>
            ) : (
              <p className="text-2xl text-stone-500">No instructions yet.</p>
            )}
          </div>
          <div className="flex gap-3">
            <button
              type="button"
              className={`${navButton} bg-stone-200`}
              onClick={back}
              disabled={index === 0}
            >
              <ChevronLeft aria-hidden /> Previous
            </button>
            <button
              type="button"
              className={`${navButton} bg-brand text-white`}
              onClick={next}
              disabled={index >= last}
            >
              Next <ChevronRight aria-hidden />
            </button>
          </div>
        </section>
        <aside className="rounded-2xl bg-white p-6 text-xl shadow">
          <h2 className="mb-1 text-2xl font-semibold">Ingredients</h2>
          <p className="mb-3 text-base text-stone-500" data-testid="cook-scaled-for">
            {meal && portions !== null
              ? `Cooking for ${kitchenNumber(portions)}`
              : dish.servings
                ? `As written: serves ${dish.servings}`
                : 'As written'}
          </p>
          {dish.ingredients.length ? (
            <ScaledIngredients
              ingredients={dish.ingredients}
              servings={dish.servings}
              portions={portions ?? dish.servings ?? 1}
              system={system}
            />
          ) : (
            <p className="text-stone-500">No ingredients listed.</p>
          )}
        </aside>
      </div>
    </div>
  );
}
