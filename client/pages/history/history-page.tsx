// Dinner history and ratings, from the family's own meals (spec §2 History, built on real
// data rather than the original's sample).
import * as Tabs from '@radix-ui/react-tabs';
import { Card } from '../../components/ui/card.tsx';
import { useFamilyToday } from '../../lib/use-family-today.ts';
import { FamilyStatsFigures } from '../meals/family-stats-figures.tsx';
import { RecentMealsTab } from './recent-meals-tab.tsx';
import { TopDishesTab } from './top-dishes-tab.tsx';

const TAB =
  'rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

export function HistoryPage() {
  const today = useFamilyToday();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Dinner History & Ratings</h1>
      <Tabs.Root defaultValue="recent" className="space-y-4">
        <Tabs.List aria-label="History" className="inline-flex rounded-lg bg-stone-100 p-1">
          <Tabs.Trigger value="recent" className={TAB}>
            Recent Meals
          </Tabs.Trigger>
          <Tabs.Trigger value="top" className={TAB}>
            Top Dishes
          </Tabs.Trigger>
          <Tabs.Trigger value="stats" className={TAB}>
            Family Stats
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="recent">
          <RecentMealsTab today={today} />
        </Tabs.Content>
        <Tabs.Content value="top">
          <TopDishesTab today={today} />
        </Tabs.Content>
        <Tabs.Content value="stats">
          <Card>
            <FamilyStatsFigures />
          </Card>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
