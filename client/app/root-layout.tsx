import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { toastsAtom } from '../components/toast/toast-state.ts';
import { SessionProvider } from '../session/session.tsx';
import { NewVersionWatch } from './new-version/new-version-watch.tsx';

// Radix's toast stack is fetched with the first toast, not with every page: a toast waits
// in its atom until the toaster has loaded (tests/e2e/page-weight.spec.ts keeps the page budgets).
const Toaster = lazy(async () => ({
  default: (await import('../components/toast/toaster.tsx')).Toaster,
}));

function ToasterOnDemand() {
  const hasToasts = useAtomValue(toastsAtom).length > 0;
  // Stays mounted once needed, so that the last toast's close is not cut short.
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <JotaiProvider>
      <SessionProvider>
        <Outlet />
        <ToasterOnDemand />
        <NewVersionWatch />
      </SessionProvider>
    </JotaiProvider>
  );
}
