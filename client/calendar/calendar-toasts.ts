// The calendar's messages in the spec's words (docs/spec.md §8 'Calendar', and 'Sync Failed' /
// 'Calendar Synced' under 'Meals').
import type { ToastInput } from '../components/toast/toast-state.ts';

export const calendarToasts = {
  connected: { title: 'Google Calendar Connected' },
  connectFailed: {
    title: 'Connection Failed',
    description: 'Failed to connect to Google Calendar. Please try again.',
    variant: 'destructive',
  },
  authorizationFailed: {
    title: 'Connection Failed',
    description: 'Failed to complete Google Calendar authorization. Please try again.',
    variant: 'destructive',
  },
  loadFailed: {
    title: 'Error Loading Calendars',
    description: 'Failed to load your calendars. Please try reconnecting.',
    variant: 'destructive',
  },
  saved: { title: 'Settings Saved' },
  saveFailed: {
    title: 'Error Saving Settings',
    description: 'Failed to save your calendar selection. Please try again.',
    variant: 'destructive',
  },
  disconnected: { title: 'Google Calendar Disconnected' },
  synced: {
    title: 'Calendar Synced',
    description: 'Your calendar has been successfully synced.',
    durationMs: 2000,
  },
  syncFailed: (description = 'Failed to sync your calendar. Please try again.') => ({
    title: 'Sync Failed',
    description,
    variant: 'destructive',
    // Errors on the planning page stay until dismissed.
    durationMs: Infinity,
  }),
} satisfies Record<string, ToastInput | ((description?: string) => ToastInput)>;
