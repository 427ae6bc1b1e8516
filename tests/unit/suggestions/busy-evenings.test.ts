import { describe, expect, it } from 'vitest';
import { busyEveningsFrom } from '../../../domain/suggestions/busy-evenings.ts';

describe('busyEveningsFrom', () => {
  const zone = 'America/New_York';

  it('marks an evening busy when a timed event overlaps dinner time on the family clock', () => {
    const busy = busyEveningsFrom(
      [
        // 17:00-18:30 in New York (UTC-5 in November).
        { summary: 'Soccer', start_time: '2026-11-17T22:00:00Z', end_time: '2026-11-17T23:30:00Z' },
        // A morning meeting leaves the evening free.
        {
          summary: 'Dentist',
          start_time: '2026-11-18T14:00:00Z',
          end_time: '2026-11-18T15:00:00Z',
        },
      ],
      zone,
    );
    expect([...busy.keys()]).toEqual(['2026-11-17']);
    expect(busy.get('2026-11-17')?.summaries).toEqual(['Soccer']);
  });

  it('ignores all-day events', () => {
    const busy = busyEveningsFrom(
      [
        {
          summary: 'Holiday',
          start_time: '2026-11-19T00:00:00Z',
          end_time: '2026-11-20T00:00:00Z',
        },
      ],
      zone,
    );
    expect(busy.size).toBe(0);
  });

  it('reads epoch milliseconds and a late event that crosses midnight UTC', () => {
    // 19:00-21:00 in New York is 00:00-02:00 UTC the next day.
    const start = Date.parse('2026-11-20T00:00:00Z') + 60_000;
    const busy = busyEveningsFrom(
      [{ summary: 'Concert', start_time: start, end_time: start + 2 * 3_600_000 }],
      zone,
    );
    expect([...busy.keys()]).toEqual(['2026-11-19']);
  });
});
