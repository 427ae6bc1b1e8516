import { describe, expect, it } from 'vitest';
import { ageOn, isCalendarDate, shownAge } from '#domain/family/age.ts';
import { todayIn } from '#domain/time/family-dates.ts';

describe('ageOn', () => {
  it('counts whole years, turning over on the birthday itself', () => {
    expect(ageOn('2010-06-15', '2023-06-14')).toBe(12);
    expect(ageOn('2010-06-15', '2023-06-15')).toBe(13);
    expect(ageOn('2010-06-15', '2023-12-31')).toBe(13);
    expect(ageOn('2023-06-15', '2023-06-15')).toBe(0);
  });

  it('is null when unknown, invalid or in the future', () => {
    expect(ageOn(null, '2023-06-15')).toBeNull();
    expect(ageOn(undefined, '2023-06-15')).toBeNull();
    expect(ageOn('', '2023-06-15')).toBeNull();
    expect(ageOn('15/06/2010', '2023-06-15')).toBeNull();
    expect(ageOn('2023-02-30', '2023-06-15')).toBeNull();
    expect(ageOn('2024-01-01', '2023-06-15')).toBeNull();
  });

  it('handles a 29 February birthday', () => {
    expect(ageOn('2008-02-29', '2021-02-28')).toBe(12);
    expect(ageOn('2008-02-29', '2021-03-01')).toBe(13);
    expect(ageOn('2008-02-29', '2024-02-29')).toBe(16);
  });
});

describe('shownAge', () => {
  it('shows ages under 20 only', () => {
    expect(shownAge('2010-01-01', '2023-06-15')).toBe(13);
    expect(shownAge('2004-01-01', '2023-06-15')).toBe(19);
    expect(shownAge('2003-06-15', '2023-06-15')).toBeNull();
    expect(shownAge(null, '2023-06-15')).toBeNull();
  });
});

describe('todayIn (the day ages are counted on)', () => {
  it('is the day in the family’s time zone, not the server’s', () => {
    const instant = new Date('2023-06-15T03:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2023-06-15');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2023-06-14');
    expect(todayIn('Asia/Tokyo', new Date('2023-06-14T16:00:00Z'))).toBe('2023-06-15');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(todayIn('Not/AZone', new Date('2023-06-15T03:30:00Z'))).toBe('2023-06-15');
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates in YYYY-MM-DD only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('2023-1-01')).toBe(false);
  });
});
