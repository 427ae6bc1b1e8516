// Settings → Integrations: connect Google Calendar, choose calendars, disconnect.
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { CalendarSelection } from './calendar-selection.tsx';
import { useGoogleCalendar, type CalendarView } from './use-google-calendar.ts';

function lastSyncText(lastSync: string | null): string {
  return lastSync ? `Last synced ${new Date(lastSync).toLocaleString()}` : 'Not synced yet';
}

export function GoogleCalendarCard() {
  const { view, connect, save, disconnect, reload } = useGoogleCalendar();
  return (
    <Card>
      <h2 className="text-lg font-semibold">Google Calendar</h2>
      <p className="mt-1 text-sm text-stone-600">
        Each member connects their own Google Calendar. The family’s planning page shows the events
        of every member who has connected one, to everyone in the family.
      </p>
      <div className="mt-4">
        <CalendarBody
          view={view}
          onConnect={connect}
          onSave={save}
          onDisconnect={() => void disconnect()}
          onRetry={() => void reload()}
        />
      </div>
    </Card>
  );
}

type BodyProps = {
  view: CalendarView;
  onConnect: () => void;
  onSave: (selected: string[]) => Promise<boolean>;
  onDisconnect: () => void;
  onRetry: () => void;
};

function CalendarBody({ view, onConnect, onSave, onDisconnect, onRetry }: BodyProps) {
  switch (view.kind) {
    case 'loading':
      return <p className="text-sm text-stone-500">Loading...</p>;
    case 'unavailable':
      return (
        <p role="note" className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
          Google Calendar is not available in this app yet. If you would like your calendar on the
          planning page, ask the person who runs this app to turn it on.
        </p>
      );
    case 'not_connected':
    case 'connecting':
      return (
        <div className="space-y-3">
          {view.kind === 'not_connected' && view.revoked && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Google no longer allows access to your calendar, so its events were removed from the
              planning page. Connect again to bring them back.
            </p>
          )}
          <p className="text-sm text-stone-700">Status: Not connected</p>
          <Button onClick={onConnect} disabled={view.kind === 'connecting'}>
            {view.kind === 'connecting' ? 'Connecting...' : 'Connect Google Calendar'}
          </Button>
        </div>
      );
    case 'connected':
      return (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            Status: Connected ·{' '}
            <span className="text-stone-500">{lastSyncText(view.lastSync)}</span>
          </p>
          {view.calendars === 'loading' && (
            <p className="text-sm text-stone-500">Loading your calendars...</p>
          )}
          {view.calendars === 'failed' && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Load calendars again
            </Button>
          )}
          {Array.isArray(view.calendars) && (
            <CalendarSelection
              key={view.selected.join('\n')}
              calendars={view.calendars}
              selected={view.selected}
              onSave={onSave}
            />
          )}
          <Button variant="secondary" onClick={onDisconnect}>
            Disconnect
          </Button>
        </div>
      );
  }
}
