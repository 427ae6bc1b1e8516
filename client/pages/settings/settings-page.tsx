import * as Tabs from '@radix-ui/react-tabs';
import { Link, useSearchParams } from 'react-router';
import { SETTINGS_TABS } from './settings-tabs.ts';

// The chosen tab lives in the address (?tab=family) so a reload or a shared link keeps it.
export function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current = SETTINGS_TABS.find((tab) => tab.value === requested) ?? SETTINGS_TABS[0];

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold">Settings</h1>
      {current && (
        <Tabs.Root
          value={current.value}
          onValueChange={(value) => setSearchParams({ tab: value }, { replace: true })}
          className="mt-4"
        >
          <Tabs.List aria-label="Settings" className="flex gap-1 border-b border-stone-200">
            {SETTINGS_TABS.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-stone-600 data-[state=active]:border-brand data-[state=active]:text-brand-dark"
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {SETTINGS_TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="pt-6">
              <tab.Component />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <footer className="mt-10 border-t border-stone-200 pt-4 text-sm">
        <Link to="/disclosures" className="text-brand-dark hover:underline">
          Disclosures and privacy
        </Link>
      </footer>
    </div>
  );
}
