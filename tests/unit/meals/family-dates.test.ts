import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysOf,
  isIsoDate,
  nextDayStart,
  periodRange,
  todayIn,
  weekRange,
  weekStart,
} from '#domain/time/family-dates.ts';

describe('todayIn', () => {
  const instant = Date.parse('2026-03-07T23:30:00Z'); // a Saturday evening in London
  it('is the calendar day in the family’s zone, not the machine’s', () => {
    expect(todayIn('UTC', instant)).toBe('2026-03-07');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-03-08');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-03-07');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-03-08');
    expect(todayIn('Pacific/Pago_Pago', instant)).toBe('2026-03-07');
  });
  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(todayIn('Mars/Olympus_Mons', instant)).toBe('2026-03-07');
  });
});

describe('day arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // The day clocks change in Europe and the US does not shift the arithmetic.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });
  it('counts days between dates', () => {
    expect(daysBetween('2026-03-01', '2026-03-08')).toBe(7);
    expect(daysBetween('2026-03-08', '2026-03-01')).toBe(-7);
  });
  it('knows real dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
  });
});

describe('weeks start on Sunday', () => {
  it('finds the Sunday on or before a day', () => {
    expect(weekStart('2026-03-08')).toBe('2026-03-08'); // Sunday
    expect(weekStart('2026-03-14')).toBe('2026-03-08'); // Saturday
    expect(weekStart('2026-03-11')).toBe('2026-03-08');
    expect(weekStart('2026-01-01')).toBe('2025-12-28'); // across a year
  });
  it('gives this week and next week, seven days each', () => {
    expect(weekRange('2026-03-11', 0)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(weekRange('2026-03-11', 1)).toEqual({ from: '2026-03-15', to: '2026-03-21' });
    expect(daysOf(weekRange('2026-03-11', 1))).toEqual([
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
    ]);
  });
  it('rolls over from Saturday night to Sunday: next week becomes this week', () => {
    const zone = 'America/New_York';
    const saturdayNight = Date.parse('2026-03-15T03:59:00Z'); // Sat 23:59 in New York
    const sundayMorning = saturdayNight + 2 * 60_000; // Sun 00:01
    const before = todayIn(zone, saturdayNight);
    const after = todayIn(zone, sundayMorning);
    expect([before, after]).toEqual(['2026-03-14', '2026-03-15']);
    expect(weekRange(before, 1)).toEqual(weekRange(after, 0));
    expect(weekRange(after, 0).from).toBe('2026-03-15');
  });
  it('lists the periods of GET /meals', () => {
    expect(periodRange('NEXT_7_DAYS', '2026-03-11')).toEqual({
      from: '2026-03-11',
      to: '2026-03-17',
    });
    expect(periodRange('THIS_WEEK', '2026-03-11')).toEqual(weekRange('2026-03-11', 0));
    expect(periodRange('NEXT_WEEK', '2026-03-11')).toEqual(weekRange('2026-03-11', 1));
  });
});

describe('nextDayStart: when a page left open must show a new day', () => {
  const cases: [string, string, string][] = [
    ['UTC', '2026-03-07T15:00:00Z', '2026-03-08T00:00:00.000Z'],
    ['America/New_York', '2026-03-07T15:00:00Z', '2026-03-08T05:00:00.000Z'],
    // The night US clocks spring forward (02:00 → 03:00), midnight itself exists.
    ['America/New_York', '2026-03-08T12:00:00Z', '2026-03-09T04:00:00.000Z'],
    ['Europe/Berlin', '2026-03-28T22:30:00Z', '2026-03-28T23:00:00.000Z'],
    ['Asia/Kolkata', '2026-03-07T18:00:00Z', '2026-03-07T18:30:00.000Z'],
    ['Pacific/Kiritimati', '2026-03-07T09:59:00Z', '2026-03-07T10:00:00.000Z'],
    // Chile's clocks go from 24:00 back to 23:00 in April: Sunday begins an hour later.
    ['America/Santiago', '2026-04-04T12:00:00Z', '2026-04-05T04:00:00.000Z'],
    // Chile springs forward at midnight in September: 00:00 does not exist, 01:00 is first.
    ['America/Santiago', '2026-09-05T12:00:00Z', '2026-09-06T04:00:00.000Z'],
  ];
  it.each(cases)('in %s after %s it is %s', (zone, now, expected) => {
    const start = nextDayStart(zone, Date.parse(now));
    expect(new Date(start).toISOString()).toBe(expected);
    expect(todayIn(zone, start)).toBe(addDays(todayIn(zone, Date.parse(now)), 1));
    expect(todayIn(zone, start - 1)).toBe(todayIn(zone, Date.parse(now)));
  });
});
