// The member's Google calendars with a checkbox each, saved with one button.
import * as Checkbox from '@radix-ui/react-checkbox';
import { useState } from 'react';
import type { GoogleCalendar } from '#client/calendar/calendar-api.ts';
import { Button } from '#client/components/ui/button.tsx';

type Props = {
  calendars: GoogleCalendar[];
  selected: string[];
  onSave: (selected: string[]) => Promise<boolean>;
};

export function CalendarSelection({ calendars, selected, onSave }: Props) {
  const [chosen, setChosen] = useState(() => new Set(selected));
  const [saving, setSaving] = useState(false);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = async () => {
    setSaving(true);
    // Saved in the list's order, so the choice reads the same everywhere.
    await onSave(calendars.map((c) => c.id).filter((id) => chosen.has(id)));
    setSaving(false);
  };

  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-700">
        Calendars to show on the planning page
      </h3>
      <ul className="mt-2 space-y-2" aria-label="Google calendars">
        {calendars.map((calendar) => {
          const id = `calendar-${calendar.id}`;
          return (
            <li key={calendar.id} className="flex items-center gap-3">
              <Checkbox.Root
                id={id}
                checked={chosen.has(calendar.id)}
                onCheckedChange={(state) => toggle(calendar.id, state === true)}
                className="flex h-5 w-5 items-center justify-center rounded border border-stone-400 bg-white data-[state=checked]:border-brand data-[state=checked]:bg-brand"
              >
                <Checkbox.Indicator className="text-xs text-white">✓</Checkbox.Indicator>
              </Checkbox.Root>
              <label htmlFor={id} className="text-sm text-stone-800">
                {calendar.summary}
                {calendar.primary && <span className="ml-2 text-xs text-stone-500">(primary)</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {calendars.length === 0 && <p className="mt-2 text-sm text-stone-500">No calendars found.</p>}
      <Button className="mt-4" size="sm" onClick={() => void save()} disabled={saving}>
        {saving ? 'Saving...' : 'Save Selection'}
      </Button>
    </div>
  );
}
