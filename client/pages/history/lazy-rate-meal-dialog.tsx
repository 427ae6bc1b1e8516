import { lazyComponent } from '#client/components/lazy-component.tsx';

// The rating dialog and Radix's dialog stack are fetched when a meal is rated, not with
// the history page (its first-load budget: tests/e2e/page-weight.spec.ts,
// docs/performance.md "Page weight").
export const LazyRateMealDialog = lazyComponent(
  async () => (await import('./rate-meal-dialog.tsx')).RateMealDialog,
);
