// The chunks a signed-in member's first screen needs: Zero's provider with the navigation,
// and the dashboard. The router loads them when the route matches; the sign-in form asks for
// them as soon as someone starts to sign in, so that they are in memory when the password
// has been checked (a public page's first load stays without them: tests/unit/bundle).
export const loadFamilyShell = () => import('./family-shell.tsx');
export const loadDashboardPage = () => import('../pages/dashboard/dashboard-page.tsx');

let requested = false;

/** Loads the signed-in chunks once, in the background; a failure is left to the router. */
export function prefetchFamilyPages(): void {
  if (requested) return;
  requested = true;
  void Promise.all([loadFamilyShell(), loadDashboardPage()]).catch(() => {
    requested = false;
  });
}

// The shop's pages: a phone that loses its signal on the way to the shop still opens them
// when nothing of them was loaded yet (docs/shopping.md, "The list in the shop").
export const loadShoppingListPage = () => import('../pages/shopping/shopping-list-page.tsx');

let shopRequested = false;

// After the dashboard is filled, and a little later still: the page's own first load (its
// code, the session, the list's first sync) is done by then, so the shop's code does not
// count in it (tests/e2e/page-weight.spec.ts, docs/performance.md "Page weight").
const SHOP_PREFETCH_DELAY_MS = 2_000;

/** Loads the shop's pages once, a moment after the page is filled and idle; a failure is
 * tried again later. */
export function prefetchShopPages(): void {
  if (shopRequested) return;
  shopRequested = true;
  const load = () =>
    void loadShoppingListPage().catch(() => {
      shopRequested = false;
    });
  setTimeout(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(load, { timeout: 3_000 });
    else load();
  }, SHOP_PREFETCH_DELAY_MS);
}
