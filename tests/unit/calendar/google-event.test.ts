import { describe, expect, it } from 'vitest';
import { storedSpanOf, UNTITLED } from '#server/calendar/google-event.ts';
import { isAllDayEvent } from '#domain/calendar/calendar-day-match.ts';

describe('storedSpanOf', () => {
  it('keeps a timed event’s instants, whatever offset Google wrote them with', () => {
    const span = storedSpanOf({
      summary: ' Swim meet ',
      start: { dateTime: '2026-11-20T17:00:00-05:00' },
      end: { dateTime: '2026-11-20T18:30:00-05:00' },
    });
    expect(span).toEqual({
      summary: 'Swim meet',
      start_time: Date.parse('2026-11-20T22:00:00Z'),
      end_time: Date.parse('2026-11-20T23:30:00Z'),
    });
  });

  it('stores an all-day event from UTC midnight to UTC midnight', () => {
    const span = storedSpanOf({ start: { date: '2026-11-26' }, end: { date: '2026-11-27' } });
    expect(span).toMatchObject({ summary: UNTITLED });
    expect(isAllDayEvent(span!)).toBe(true);
  });

  it('never ends before it starts, and skips an event without a start', () => {
    const span = storedSpanOf({
      start: { dateTime: '2026-11-20T17:00:00Z' },
      end: { dateTime: '2026-11-20T16:00:00Z' },
    });
    expect(span?.end_time).toBe(span?.start_time);
    expect(storedSpanOf({ start: {}, end: {} })).toBeNull();
  });
});
