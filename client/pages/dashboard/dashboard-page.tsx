import { Navigate, useLocation } from 'react-router';
import { familyCoreName } from '#domain/family/family-phrase.ts';
import { greetingName } from '#domain/family/greeting.ts';
import { Card, Spinner } from '#client/components/ui/card.tsx';
import { LoadGate } from '#client/components/ui/load-gate.tsx';
import { useSignedInSession } from '#client/session/session.tsx';
import { FamilyStatsFigures } from '../meals/family-stats-figures.tsx';
import { ShoppingListCard } from '../shopping/shopping-list-card.tsx';
import { RecentDishesCard } from './recent-dishes-card.tsx';
import { UpcomingDinnersCard } from './upcoming-dinners-card.tsx';
import { useSetupCheck } from './use-setup-check.ts';

export function DashboardPage() {
  const session = useSignedInSession();
  const setup = useSetupCheck(!!session.family_id);
  // Straight from setup or from accepting an invitation: not "back" yet.
  const firstVisit = (useLocation().state as { firstVisit?: boolean } | null)?.firstVisit;
  if (setup === 'checking') return <Spinner />;
  if (setup === 'needs-setup') return <Navigate to="/setup" replace />;
  return (
    <div>
      <h1 className="text-3xl font-semibold">
        {firstVisit ? 'Welcome' : 'Welcome back'}, {greetingName(session.first_name, session.email)}
        !
      </h1>
      <p className="mt-1 text-stone-600">
        Here is the dinner planning of{' '}
        {session.family_name ? (
          <>
            the{' '}
            <span className="font-medium text-stone-800">
              {familyCoreName(session.family_name)}
            </span>{' '}
            family
          </>
        ) : (
          'your family'
        )}
        .
      </p>
      {/* One column of minmax(0, 1fr) on a phone: an auto column grew with a long meal row
          and ran the cards to the screen's edge (docs/accessibility.md). */}
      <LoadGate
        label="Loading the family's plans..."
        className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-3"
      >
        <UpcomingDinnersCard />
        <div className="space-y-6">
          <RecentDishesCard />
          <Card>
            <h2 className="mb-3 text-lg font-semibold">Family Stats</h2>
            <FamilyStatsFigures />
          </Card>
        </div>
        <ShoppingListCard />
      </LoadGate>
    </div>
  );
}
