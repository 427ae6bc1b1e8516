// Dinner history and ratings, from the family's own meals (docs/spec.md §2 History, built on real
// data rather than the original's sample).
import { Card } from '#client/components/ui/card.tsx';
import { TabSet } from '#client/components/ui/tabs.tsx';
import { useFamilyToday } from '#client/lib/use-family-today.ts';
import { useFamilyOutbox } from '#client/offline/outbox/use-family-outbox.ts';
import { FamilyStatsFigures } from '../meals/family-stats-figures.tsx';
import { RecentMealsTab } from './recent-meals-tab.tsx';
import { TopDishesTab } from './top-dishes-tab.tsx';

export function HistoryPage() {
  const today = useFamilyToday();
  // Ratings go through the family's outbox: one saved just before a reload is sent from here.
  useFamilyOutbox();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Dinner History & Ratings</h1>
      <TabSet
        label="History"
        look="pills"
        defaultValue="recent"
        tabs={[
          { value: 'recent', label: 'Recent Meals', content: <RecentMealsTab today={today} /> },
          { value: 'top', label: 'Top Dishes', content: <TopDishesTab today={today} /> },
          {
            value: 'stats',
            label: 'Family Stats',
            content: (
              <Card>
                <FamilyStatsFigures />
              </Card>
            ),
          },
        ]}
      />
    </div>
  );
}
