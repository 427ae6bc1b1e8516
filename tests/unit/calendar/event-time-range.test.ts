import { describe, expect, it } from 'vitest';
import { clockTime, eventTimeRange } from '#domain/calendar/event-time-range.ts';

const at = (iso: string) => Date.parse(iso);

describe('eventTimeRange', () => {
  it('shows a 12-hour range without AM/PM, minutes only when not on the hour', () => {
    const event = { start_time: at('2026-11-20T17:00:00Z'), end_time: at('2026-11-20T18:30:00Z') };
    expect(eventTimeRange(event, 'UTC')).toBe('(5-6:30)');
  });

  it('shows the time in the family time zone', () => {
    const event = { start_time: at('2026-11-20T22:00:00Z'), end_time: at('2026-11-20T23:15:00Z') };
    expect(eventTimeRange(event, 'America/New_York')).toBe('(5-6:15)');
    expect(eventTimeRange(event, 'Asia/Kolkata')).toBe('(3:30-4:45)');
  });

  it('shows one time when start and end are the same', () => {
    const event = { start_time: at('2026-11-20T18:05:00Z'), end_time: at('2026-11-20T18:05:00Z') };
    expect(eventTimeRange(event, 'UTC')).toBe('(6:05)');
  });

  it('shows no time for an all-day event', () => {
    const event = { start_time: at('2026-11-20T00:00:00Z'), end_time: at('2026-11-21T00:00:00Z') };
    expect(eventTimeRange(event, 'UTC')).toBe('');
  });
});

describe('clockTime', () => {
  it('writes noon and midnight as 12', () => {
    expect(clockTime(at('2026-11-20T12:00:00Z'), 'UTC')).toBe('12');
    expect(clockTime(at('2026-11-20T00:30:00Z'), 'UTC')).toBe('12:30');
    expect(clockTime(at('2026-11-20T13:00:00Z'), 'UTC')).toBe('1');
  });
});
