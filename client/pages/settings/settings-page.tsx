import { Link, useSearchParams } from 'react-router';
import { TabSet } from '#client/components/ui/tabs.tsx';
import { SETTINGS_TABS } from './settings-tabs.ts';

// The chosen tab lives in the address (?tab=family) so a reload or a shared link keeps it.
export function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current = SETTINGS_TABS.find((tab) => tab.value === requested) ?? SETTINGS_TABS[0];

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold">Settings</h1>
      {/* At least a screen high: a tab's content arrives after the first paint, and the
          footer below it stays out of sight instead of jumping down (docs/performance.md,
          "Nothing moves"). */}
      <div className="min-h-screen">
        {current && (
          <TabSet
            label="Settings"
            look="underline"
            value={current.value}
            onValueChange={(value) => setSearchParams({ tab: value }, { replace: true })}
            tabs={SETTINGS_TABS.map((tab) => ({
              value: tab.value,
              label: tab.label,
              content: <tab.Component />,
            }))}
          />
        )}
      </div>
      <footer className="mt-10 border-t border-stone-200 pt-4 text-sm">
        <Link to="/disclosures" className="text-brand-dark hover:underline">
          Disclosures and privacy
        </Link>
      </footer>
    </div>
  );
}
