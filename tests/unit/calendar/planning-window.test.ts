import { describe, expect, it } from 'vitest';
import { planningWindow } from '#domain/calendar/planning-window.ts';

describe('planningWindow', () => {
  it('covers this week and next from Sunday, in the family time zone', () => {
    // Wednesday 2026-11-18 12:00 UTC.
    const w = planningWindow(Date.parse('2026-11-18T12:00:00Z'), 'America/Chicago');
    expect(w.firstDay).toBe('2026-11-15');
    expect(w.endDay).toBe('2026-11-29');
    expect(new Date(w.timeMin).toISOString()).toBe('2026-11-15T06:00:00.000Z');
    expect(new Date(w.timeMax).toISOString()).toBe('2026-11-29T06:00:00.000Z');
  });

  it('starts a new week on Sunday in the family zone even when UTC is still on Saturday', () => {
    // Saturday 23:00 UTC is already Sunday in Auckland.
    const w = planningWindow(Date.parse('2026-11-21T23:00:00Z'), 'Pacific/Auckland');
    expect(w.firstDay).toBe('2026-11-22');
    expect(planningWindow(Date.parse('2026-11-21T23:00:00Z'), 'UTC').firstDay).toBe('2026-11-15');
  });
});
