import { createElement, type ComponentType } from 'react';
import { lazyComponent } from '#client/components/lazy-component.tsx';
import { Spinner } from '#client/components/ui/card.tsx';
import { ProfileTab } from './profile/profile-tab.tsx';

/**
 * A tab whose code is loaded when it is first opened: Settings opens on Profile, and the
 * other tabs' code kept the page past its 250 KB budget (tests/e2e/page-weight.spec.ts).
 */
function lazyTab(load: () => Promise<ComponentType>): ComponentType {
  return lazyComponent(load, createElement(Spinner));
}

const FamilyTab = lazyTab(async () => (await import('./family/family-tab.tsx')).FamilyTab);
const IntegrationsTab = lazyTab(
  async () => (await import('./integrations/integrations-tab.tsx')).IntegrationsTab,
);
const NotificationsTab = lazyTab(
  async () => (await import('./notifications/notifications-tab.tsx')).NotificationsTab,
);
const StoresTab = lazyTab(async () => (await import('./stores/stores-tab.tsx')).StoresTab);
const DataTab = lazyTab(async () => (await import('./data/data-tab.tsx')).DataTab);

// The Settings tabs, in the spec's order (Profile, Family, Integrations, Notifications),
// then Stores (docs/shopping.md) and Data (export, API tokens).
// Each feature adds its tab here when the tab works; the page shows exactly these.
export interface SettingsTab {
  value: string;
  label: string;
  Component: ComponentType;
}

export const SETTINGS_TABS: SettingsTab[] = [
  { value: 'profile', label: 'Profile', Component: ProfileTab },
  { value: 'family', label: 'Family', Component: FamilyTab },
  { value: 'integrations', label: 'Integrations', Component: IntegrationsTab },
  { value: 'notifications', label: 'Notifications', Component: NotificationsTab },
  { value: 'stores', label: 'Stores', Component: StoresTab },
  { value: 'data', label: 'Data', Component: DataTab },
];
