// "Move to..." opens on the dinner's own week (docs/meals-and-planning.md, Moving meals).
import { describe, expect, it } from 'vitest';
import { moveTargets } from '#domain/meals/meal-move.ts';

const THIS_WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];
const NEXT_WEEK = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];

describe('moveTargets', () => {
  it('lists a next-week dinner’s own week first, then this week', () => {
    expect(moveTargets([THIS_WEEK, NEXT_WEEK], '2026-12-01')).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-03',
      ...THIS_WEEK,
    ]);
  });

  it('lists a this-week dinner’s week first, without its own day', () => {
    expect(moveTargets([THIS_WEEK, NEXT_WEEK], '2026-11-24')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-26',
      ...NEXT_WEEK,
    ]);
  });

  it('keeps the window’s order for a day outside it', () => {
    expect(moveTargets([THIS_WEEK, NEXT_WEEK], '2026-12-20')).toEqual([...THIS_WEEK, ...NEXT_WEEK]);
  });
});
