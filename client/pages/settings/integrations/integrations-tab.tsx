import { GoogleCalendarCard } from './google-calendar-card.tsx';

/** Settings → Integrations (docs/spec.md §2): the calendar connection. */
export function IntegrationsTab() {
  return (
    <div className="space-y-6">
      <GoogleCalendarCard />
    </div>
  );
}
