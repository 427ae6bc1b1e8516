import { lazy, Suspense, type ComponentProps } from 'react';
import type { DeleteDishDialog } from './delete-dish-dialog.tsx';
import type { DishDialog } from './dish-dialog/dish-dialog.tsx';

// The dish dialogs and Radix's dialog stack are fetched on first open, not with the dish
// pages (their first-load budget: tests/e2e/page-weight.spec.ts, docs/performance.md).
const LoadedDishDialog = lazy(async () => ({
  default: (await import('./dish-dialog/dish-dialog.tsx')).DishDialog,
}));
const LoadedDeleteDishDialog = lazy(async () => ({
  default: (await import('./delete-dish-dialog.tsx')).DeleteDishDialog,
}));

export function LazyDishDialog(props: ComponentProps<typeof DishDialog>) {
  return (
    <Suspense fallback={null}>
      <LoadedDishDialog {...props} />
    </Suspense>
  );
}

export function LazyDeleteDishDialog(props: ComponentProps<typeof DeleteDishDialog>) {
  return (
    <Suspense fallback={null}>
      <LoadedDeleteDishDialog {...props} />
    </Suspense>
  );
}
