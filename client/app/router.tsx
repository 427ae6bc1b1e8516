import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../pages/auth/login-page.tsx';
import { ChatPage } from '../pages/chat/chat-page.tsx';
import { SignupPage } from '../pages/auth/signup-page.tsx';
import { DashboardPage } from '../pages/dashboard/dashboard-page.tsx';
import { DishDetailPage } from '../pages/dishes/dish-detail-page.tsx';
import { DishLibraryPage } from '../pages/dishes/dish-library-page.tsx';
import { DisclosuresPage } from '../pages/disclosures/disclosures-page.tsx';
import { InvitePage } from '../pages/invite/invite-page.tsx';
import { RequestAccessPage } from '../pages/request-access/request-access-page.tsx';
import { ErrorPage } from '../pages/errors/error-page.tsx';
import { HistoryPage } from '../pages/history/history-page.tsx';
import { NotFoundPage } from '../pages/errors/not-found-page.tsx';
import { LandingPage } from '../pages/landing/landing-page.tsx';
import { PlanningPage } from '../pages/planning/planning-page.tsx';
import { SettingsPage } from '../pages/settings/settings-page.tsx';
import { SetupPage } from '../pages/setup/setup-page.tsx';
import { ShoppingListPage } from '../pages/shopping/shopping-list-page.tsx';
import { FamilyShell, RequireSession } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/disclosures', element: <DisclosuresPage /> },
      { path: '/request-access', element: <RequestAccessPage /> },
      { path: '/invite/:token', element: <InvitePage /> },
      {
        element: <RequireSession />,
        children: [
          { path: '/setup', element: <SetupPage /> },
          {
            element: <FamilyShell />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/dishes', element: <DishLibraryPage /> },
              { path: '/dishes/:id', element: <DishDetailPage /> },
              { path: '/shopping-list', element: <ShoppingListPage /> },
              { path: '/settings', element: <SettingsPage /> },
              { path: '/planning', element: <PlanningPage /> },
              { path: '/history', element: <HistoryPage /> },
              { path: '/chat', element: <ChatPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
