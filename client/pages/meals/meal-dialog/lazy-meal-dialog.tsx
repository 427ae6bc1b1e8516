import { lazy, Suspense, type ComponentProps } from 'react';
import type { MealDialog } from './meal-dialog.tsx';

// The dialog and Radix's dialog stack are fetched on first open, not with the dashboard
// (the page budgets: tests/e2e/page-weight.spec.ts).
const LoadedMealDialog = lazy(async () => ({
  default: (await import('./meal-dialog.tsx')).MealDialog,
}));

export function LazyMealDialog(props: ComponentProps<typeof MealDialog>) {
  return (
    <Suspense fallback={null}>
      <LoadedMealDialog {...props} />
    </Suspense>
  );
}
