import { lazyComponent } from '#client/components/lazy-component.tsx';

// The dish dialogs and Radix's dialog stack are fetched on first open, not with the dish
// pages (their first-load budget: tests/e2e/page-weight.spec.ts, docs/performance.md).
export const LazyDishDialog = lazyComponent(
  async () => (await import('./dish-dialog/dish-dialog.tsx')).DishDialog,
);

export const LazyDeleteDishDialog = lazyComponent(
  async () => (await import('./delete-dish-dialog.tsx')).DeleteDishDialog,
);
