import { describe, expect, it } from 'vitest';
import { busyEveningsFrom } from '#domain/suggestions/busy-evenings.ts';

const at = (iso: string) => Date.parse(iso);
const event = (summary: string, start: string, end: string) => ({
  summary,
  start_time: at(start),
  end_time: at(end),
});

describe('busyEveningsFrom', () => {
  const zone = 'America/New_York';
  const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

  it('marks an evening busy when a timed event overlaps dinner time on the family clock', () => {
    const busy = busyEveningsFrom(
      [
        // 17:00-18:30 in New York (UTC-5 in November).
        event('Soccer', '2026-11-17T22:00:00Z', '2026-11-17T23:30:00Z'),
        // A morning appointment leaves the evening free.
        event('Dentist', '2026-11-18T14:00:00Z', '2026-11-18T15:00:00Z'),
        // A workday until 17:00 shows on the day card but leaves the evening free.
        event('Work', '2026-11-16T14:00:00Z', '2026-11-16T21:00:00Z'),
      ],
      week,
      zone,
    );
    expect([...busy.keys()]).toEqual(['2026-11-17']);
    expect(busy.get('2026-11-17')?.summaries).toEqual(['Soccer']);
  });

  it('ignores all-day events', () => {
    const busy = busyEveningsFrom(
      [event('Holiday', '2026-11-19T00:00:00Z', '2026-11-20T00:00:00Z')],
      week,
      zone,
    );
    expect(busy.size).toBe(0);
  });

  it('places a late event on the family’s day, not UTC’s', () => {
    // 19:00-21:00 in New York is 00:00-02:00 UTC the next day.
    const busy = busyEveningsFrom(
      [event('Concert', '2026-11-20T00:00:00Z', '2026-11-20T02:00:00Z')],
      week,
      zone,
    );
    expect([...busy.keys()]).toEqual(['2026-11-19']);
  });
});
