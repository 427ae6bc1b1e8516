import { createBrowserRouter } from 'react-router';
import { Spinner } from '../components/ui/card.tsx';
import { ErrorPage } from '../pages/errors/error-page.tsx';
import { NotFoundPage } from '../pages/errors/not-found-page.tsx';
import { loadDashboardPage, loadFamilyShell, loadShoppingListPage } from './family-page-modules.ts';
import { RequireSession } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';
import { FAMILY_ROUTES, PUBLIC_ROUTES } from '#domain/app-routes.ts';

// Every page is its own chunk, loaded when its route matches, so that
// a visitor of a public page never downloads Zero or the family pages (tests/e2e/page-weight.spec.ts
// keeps the budgets). FamilyShell holds Zero's provider, so it is lazy too.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      // Signing out waits for this page to be shown before it clears the session
      // (use-sign-out.ts), or the guard of the page it leaves would send it to /login.
      {
        path: PUBLIC_ROUTES.landing,
        lazy: async () => ({
          Component: (await import('../pages/landing/landing-page.tsx')).LandingPage,
        }),
      },
      {
        path: PUBLIC_ROUTES.login,
        lazy: async () => ({ Component: (await import('../pages/auth/login-page.tsx')).LoginPage }),
      },
      {
        path: PUBLIC_ROUTES.signup,
        lazy: async () => ({
          Component: (await import('../pages/auth/signup-page.tsx')).SignupPage,
        }),
      },
      {
        path: PUBLIC_ROUTES.disclosures,
        lazy: async () => ({
          Component: (await import('../pages/disclosures/disclosures-page.tsx')).DisclosuresPage,
        }),
      },
      {
        path: PUBLIC_ROUTES.requestAccess,
        lazy: async () => ({
          Component: (await import('../pages/request-access/request-access-page.tsx'))
            .RequestAccessPage,
        }),
      },
      // The share target and bookmarklet: public, so a signed-out visitor's link is kept.
      {
        path: PUBLIC_ROUTES.share,
        lazy: async () => ({
          Component: (await import('../pages/share/share-page.tsx')).SharePage,
        }),
      },
      {
        path: PUBLIC_ROUTES.invite,
        lazy: async () => ({
          Component: (await import('../pages/invite/invite-page.tsx')).InvitePage,
        }),
      },
      // An assistant's sign-in: it sends a signed-out member to /login and back here itself.
      {
        path: PUBLIC_ROUTES.connect,
        lazy: async () => ({
          Component: (await import('../pages/connect/consent-page.tsx')).ConsentPage,
        }),
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: FAMILY_ROUTES.setup,
            lazy: async () => ({
              Component: (await import('../pages/setup/setup-page.tsx')).SetupPage,
            }),
          },
          {
            lazy: async () => ({ Component: (await loadFamilyShell()).FamilyShell }),
            children: [
              {
                path: FAMILY_ROUTES.dashboard,
                lazy: async () => ({ Component: (await loadDashboardPage()).DashboardPage }),
              },
              {
                path: FAMILY_ROUTES.dishes,
                lazy: async () => ({
                  Component: (await import('../pages/dishes/dish-library-page.tsx'))
                    .DishLibraryPage,
                }),
              },
              {
                path: FAMILY_ROUTES.dish,
                lazy: async () => ({
                  Component: (await import('../pages/dishes/dish-detail-page.tsx')).DishDetailPage,
                }),
              },
              {
                path: FAMILY_ROUTES.cook,
                lazy: async () => ({
                  Component: (await import('../pages/cook/cook-page.tsx')).CookPage,
                }),
              },
              {
                path: FAMILY_ROUTES.shoppingList,
                lazy: async () => ({
                  Component: (await loadShoppingListPage()).ShoppingListPage,
                }),
              },
              {
                path: FAMILY_ROUTES.settings,
                lazy: async () => ({
                  Component: (await import('../pages/settings/settings-page.tsx')).SettingsPage,
                }),
              },
              {
                path: FAMILY_ROUTES.planning,
                lazy: async () => ({
                  Component: (await import('../pages/planning/planning-page.tsx')).PlanningPage,
                }),
              },
              {
                path: FAMILY_ROUTES.history,
                lazy: async () => ({
                  Component: (await import('../pages/history/history-page.tsx')).HistoryPage,
                }),
              },
              {
                path: FAMILY_ROUTES.chat,
                lazy: async () => ({
                  Component: (await import('../pages/chat/chat-page.tsx')).ChatPage,
                }),
              },
            ],
          },
        ],
      },
      // Any other address: the server answers it with status 404 too (#domain/app-routes.ts).
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
