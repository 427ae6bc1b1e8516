// Settings → Notifications: prep reminders the evening before (and at what hour) and the
// weekly nudge (and the family's day). Saved at each change.
import { useState } from 'react';
import { WEEKDAY_NAMES } from '#domain/recurring/recurring-night-rules.ts';
import type { NotificationPreferences } from '#domain/reminders/notification-preferences.ts';
import { useLoadOnMount } from '#client/lib/use-load-on-mount.ts';
import { CheckboxLabel } from '#client/components/ui/checkbox-label.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { apiFetch } from '#client/lib/api.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) =>
  `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;

export function ReminderPreferencesCard() {
  const [prefs, setPrefs] = useState<NotificationPreferences | null>(null);
  const [error, setError] = useState<string | null>(null);

  useLoadOnMount<NotificationPreferences>(
    '/notifications/preferences',
    setPrefs,
    setError,
    'Could not load reminders.',
  );

  const save = async (next: NotificationPreferences) => {
    setPrefs(next);
    setError(null);
    try {
      setPrefs(
        await apiFetch<NotificationPreferences>('/notifications/preferences', {
          method: 'PUT',
          body: next,
        }),
      );
    } catch {
      setError('Could not save your reminder settings. Please try again.');
    }
  };

  if (!prefs) return error ? <p className="text-red-700">{error}</p> : null;
  // 44 px on a phone, like every target there (docs/accessibility.md).
  const select = 'h-11 rounded-lg border border-stone-300 bg-white px-2 text-sm md:h-9';
  return (
    <Card>
      <h2 className="text-lg font-semibold">Reminders</h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">
        By text message when your phone is verified and texts are on, otherwise by email.
      </p>
      <div className="space-y-3 text-sm">
        <CheckboxLabel
          checked={prefs.prep_reminders}
          onCheckedChange={(on) => void save({ ...prefs, prep_reminders: on })}
        >
          Prep reminders the evening before (thaw, marinate, make ahead)
        </CheckboxLabel>
        <label className="flex items-center gap-2 pl-6">
          Send at
          <select
            className={select}
            aria-label="Reminder time"
            value={prefs.reminder_hour}
            onChange={(e) => void save({ ...prefs, reminder_hour: Number(e.target.value) })}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </select>
        </label>
        <CheckboxLabel
          checked={prefs.weekly_nudge}
          onCheckedChange={(on) => void save({ ...prefs, weekly_nudge: on })}
        >
          Weekly nudge about next week&apos;s empty evenings
        </CheckboxLabel>
        <label className="flex items-center gap-2 pl-6">
          Family&apos;s day
          <select
            className={select}
            aria-label="Weekly nudge day"
            value={prefs.nudge_weekday}
            onChange={(e) => void save({ ...prefs, nudge_weekday: Number(e.target.value) })}
          >
            {WEEKDAY_NAMES.map((name, weekday) => (
              <option key={name} value={weekday}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </Card>
  );
}
