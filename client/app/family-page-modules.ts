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

/** Loads the shop's pages once the page is idle; a failure is tried again later. */
export function prefetchShopPages(): void {
  if (shopRequested) return;
  shopRequested = true;
  const load = () =>
    void loadShoppingListPage().catch(() => {
      shopRequested = false;
    });
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(load, { timeout: 3_000 });
  else setTimeout(load, 1_000);
}
