import { lazyComponent } from '#client/components/lazy-component.tsx';

// The dialog and Radix's dialog stack are fetched on first open, not with the dashboard
// (the page budgets: tests/e2e/page-weight.spec.ts).
export const LazyMealDialog = lazyComponent(
  async () => (await import('./meal-dialog.tsx')).MealDialog,
);
