import type { ComponentType } from 'react';
import { FamilyTab } from './family/family-tab.tsx';
import { ProfileTab } from './profile/profile-tab.tsx';
import { IntegrationsTab } from './integrations/integrations-tab.tsx';
import { NotificationsTab } from './notifications/notifications-tab.tsx';
import { DataTab } from './data/data-tab.tsx';

// The Settings tabs, in the spec's order (Profile, Family, Integrations, Notifications),
// then Data (export, API tokens).
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
  { value: 'data', label: 'Data', Component: DataTab },
];
