import { Provider as JotaiProvider } from 'jotai';
import { Outlet } from 'react-router';
import { Toaster } from '../components/toast/toaster.tsx';
import { SessionProvider } from '../session/session.tsx';

export function RootLayout() {
  return (
    <JotaiProvider>
      <SessionProvider>
        <Outlet />
        <Toaster />
      </SessionProvider>
    </JotaiProvider>
  );
}
