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
