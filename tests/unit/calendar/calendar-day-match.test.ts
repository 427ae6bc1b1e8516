import { describe, expect, it } from 'vitest';
import {
  eventMatchesDay,
  eventsOnDay,
  isAllDayEvent,
} from '#domain/calendar/calendar-day-match.ts';
import { zonedInstant } from '#domain/time/zoned-time.ts';

const at = (iso: string) => Date.parse(iso);
const span = (start: string, end: string) => ({ start_time: at(start), end_time: at(end) });

describe('all-day events', () => {
  const holiday = span('2026-11-26T00:00:00Z', '2026-11-27T00:00:00Z');

  it('are the ones starting and ending at UTC midnight', () => {
    expect(isAllDayEvent(holiday)).toBe(true);
    expect(isAllDayEvent(span('2026-11-26T00:00:00Z', '2026-11-26T18:00:00Z'))).toBe(false);
    expect(isAllDayEvent(span('2026-11-26T05:00:00Z', '2026-11-27T05:00:00Z'))).toBe(false);
  });

  it('match by their start date, whatever the family time zone', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Auckland']) {
      expect(eventMatchesDay(holiday, '2026-11-26', zone)).toBe(true);
      expect(eventMatchesDay(holiday, '2026-11-25', zone)).toBe(false);
      expect(eventMatchesDay(holiday, '2026-11-27', zone)).toBe(false);
    }
  });

  it('match only their first day when they last several days', () => {
    const trip = span('2026-11-26T00:00:00Z', '2026-11-29T00:00:00Z');
    expect(eventMatchesDay(trip, '2026-11-26', 'UTC')).toBe(true);
    expect(eventMatchesDay(trip, '2026-11-27', 'UTC')).toBe(false);
  });
});

describe('timed events', () => {
  const zone = 'America/New_York';

  it('show when they end at or after 17:00 that day', () => {
    expect(
      eventMatchesDay(span('2026-11-20T22:00:00Z', '2026-11-20T23:30:00Z'), '2026-11-20', zone),
    ).toBe(true);
    // 16:00-17:00 local ends exactly at 17:00.
    expect(
      eventMatchesDay(span('2026-11-20T21:00:00Z', '2026-11-20T22:00:00Z'), '2026-11-20', zone),
    ).toBe(true);
  });

  it('do not show when they are over before 17:00', () => {
    // 09:00-16:59 local.
    expect(
      eventMatchesDay(span('2026-11-20T14:00:00Z', '2026-11-20T21:59:00Z'), '2026-11-20', zone),
    ).toBe(false);
  });

  it('that span midnight show on the evening they start, not the morning they end', () => {
    const party = span('2026-11-21T03:00:00Z', '2026-11-21T06:00:00Z'); // 22:00-01:00 local
    expect(eventMatchesDay(party, '2026-11-20', zone)).toBe(true);
    expect(eventMatchesDay(party, '2026-11-21', zone)).toBe(false);
  });

  it('that last several days show on every day they are still on at 17:00', () => {
    const visit = span('2026-11-20T14:00:00Z', '2026-11-22T17:00:00Z'); // Fri 9:00 to Sun 12:00
    expect(eventMatchesDay(visit, '2026-11-19', zone)).toBe(false);
    expect(eventMatchesDay(visit, '2026-11-20', zone)).toBe(true);
    expect(eventMatchesDay(visit, '2026-11-21', zone)).toBe(true);
    expect(eventMatchesDay(visit, '2026-11-22', zone)).toBe(false);
  });

  it('are placed by the family time zone', () => {
    // 18:00-19:00 UTC is dinner in London, the early afternoon in New York, and the next
    // morning in Tokyo.
    const call = span('2026-11-20T18:00:00Z', '2026-11-20T19:00:00Z');
    expect(eventMatchesDay(call, '2026-11-20', 'Europe/London')).toBe(true);
    expect(eventMatchesDay(call, '2026-11-20', 'America/New_York')).toBe(false);
    expect(eventMatchesDay(call, '2026-11-21', 'Asia/Tokyo')).toBe(false);
    expect(eventMatchesDay(call, '2026-11-20', 'Asia/Tokyo')).toBe(false);
    // 08:00-09:00 UTC is 17:00-18:00 in Tokyo.
    expect(
      eventMatchesDay(
        span('2026-11-20T08:00:00Z', '2026-11-20T09:00:00Z'),
        '2026-11-20',
        'Asia/Tokyo',
      ),
    ).toBe(true);
  });

  it('follow daylight-saving changes', () => {
    // New York leaves daylight time on 2026-11-01: 17:00 is 22:00 UTC that day, 21:00 before.
    expect(
      eventMatchesDay(span('2026-11-01T20:00:00Z', '2026-11-01T21:30:00Z'), '2026-11-01', zone),
    ).toBe(false);
    expect(
      eventMatchesDay(span('2026-10-31T20:00:00Z', '2026-10-31T21:30:00Z'), '2026-10-31', zone),
    ).toBe(true);
    expect(zonedInstant('2026-03-08', 17, 0, zone)).toBe(at('2026-03-08T21:00:00Z'));
    expect(zonedInstant('2026-03-08', 2, 30, zone)).toBe(at('2026-03-08T07:30:00Z'));
    expect(zonedInstant('2026-11-01', 1, 30, zone)).toBe(at('2026-11-01T05:30:00Z'));
  });

  it('of zero length show on the day of their moment', () => {
    const reminder = span('2026-11-20T23:00:00Z', '2026-11-20T23:00:00Z'); // 18:00 local
    expect(eventMatchesDay(reminder, '2026-11-20', zone)).toBe(true);
    expect(eventMatchesDay(reminder, '2026-11-21', zone)).toBe(false);
  });
});

describe('eventsOnDay', () => {
  it('keeps the matching events in start order', () => {
    const late = {
      id: 'late',
      summary: 'Late',
      ...span('2026-11-20T20:00:00Z', '2026-11-20T21:00:00Z'),
    };
    const early = {
      id: 'early',
      summary: 'Early',
      ...span('2026-11-20T17:00:00Z', '2026-11-20T18:00:00Z'),
    };
    const morning = {
      id: 'morning',
      summary: 'Morning',
      ...span('2026-11-20T08:00:00Z', '2026-11-20T09:00:00Z'),
    };
    expect(eventsOnDay([late, morning, early], '2026-11-20', 'UTC').map((e) => e.id)).toEqual([
      'early',
      'late',
    ]);
  });

  it('shows an event two members share once', () => {
    const mine = {
      id: 'a',
      summary: 'Recital',
      ...span('2026-11-20T18:00:00Z', '2026-11-20T19:00:00Z'),
    };
    const theirs = { ...mine, id: 'b' };
    const other = { ...mine, id: 'c', summary: 'Rehearsal' };
    expect(eventsOnDay([mine, theirs, other], '2026-11-20', 'UTC').map((e) => e.id)).toEqual([
      'a',
      'c',
    ]);
  });
});
