// Settings → Notifications: the member's secret calendar-feed address. The server keeps
// only a hash of the secret, so the address is shown once, right after it is made;
// renewing makes a new one (the old stops working) and revoking ends the feed.
import { useState } from 'react';
import { useLoadOnMount } from '#client/lib/use-load-on-mount.ts';
import { Card } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { apiFetch } from '#client/lib/api.ts';

type Urls = { url: string; webcal_url: string };
type Status = { active: boolean; created_at: string | null };

export function CalendarFeedCard() {
  const [status, setStatus] = useState<Status | null>(null);
  const [urls, setUrls] = useState<Urls | null>(null);
  const [error, setError] = useState<string | null>(null);

  useLoadOnMount<Status>(
    '/calendar-feed/status',
    setStatus,
    setError,
    'Could not load the calendar feed.',
  );

  const renew = async () => {
    setError(null);
    try {
      const made = await apiFetch<Urls>('/calendar-feed', { method: 'POST' });
      setUrls(made);
      setStatus({ active: true, created_at: new Date().toISOString() });
    } catch {
      setError('Could not make a calendar link. Please try again.');
    }
  };

  const revoke = async () => {
    setError(null);
    try {
      await apiFetch('/calendar-feed', { method: 'DELETE' });
      setUrls(null);
      setStatus({ active: false, created_at: null });
    } catch {
      setError('Could not revoke the calendar link. Please try again.');
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">Calendar Feed</h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">
        Subscribe to the family&apos;s meal plan in your own calendar app. Anyone with the link can
        see the plan, so keep it private.
      </p>
      {urls ? (
        <div className="space-y-2 text-sm" data-testid="calendar-feed-link">
          <a className="font-medium break-all text-brand-dark underline" href={urls.webcal_url}>
            {urls.webcal_url}
          </a>
          <p className="text-stone-600">
            Copy this link now: for your safety it is shown only once.
          </p>
        </div>
      ) : (
        status?.active && (
          <p className="text-sm text-stone-600" data-testid="calendar-feed-status">
            A calendar link is active. Renew it to see a new link; the old one stops working.
          </p>
        )
      )}
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={() => void renew()} disabled={!status}>
          {status?.active ? 'Renew Link' : 'Create Calendar Link'}
        </Button>
        {status?.active && (
          <Button size="sm" variant="secondary" onClick={() => void revoke()}>
            Revoke Link
          </Button>
        )}
      </div>
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </Card>
  );
}
