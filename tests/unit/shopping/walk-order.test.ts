// A store's departments in walking order (docs/shopping.md): learned from checking off,
// set by moving up and down or by dragging.
import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, type Department } from '#domain/shopping/department.ts';
import {
  dropDepartment,
  learnFromTrip,
  moveDepartment,
  TRIP_GAP_MS,
  tripAfterCheck,
  type WalkTrip,
  walkOrder,
} from '#domain/shopping/stores/walk-order.ts';

describe('walk order', () => {
  it('is every department once, the saved ones first', () => {
    expect(walkOrder(null)).toEqual([...DEPARTMENTS]);
    expect(walkOrder(['Frozen', 'Nonsense', 'Frozen', 'Dairy']).slice(0, 3)).toEqual([
      'Frozen',
      'Dairy',
      'Produce',
    ]);
  });

  it('learns the walk: a trip starts where the first check is, the next follows the last', () => {
    let order: readonly string[] | null = null;
    let trip: WalkTrip | null = null;
    const check = (department: Department, at: number) => {
      trip = tripAfterCheck(trip, department, at);
      order = learnFromTrip(order, trip.departments);
    };
    check('Frozen', 1000);
    check('Produce', 2000);
    check('Produce', 3000);
    check('Bakery', 4000);
    expect(order!.slice(0, 4)).toEqual(['Frozen', 'Produce', 'Bakery', 'Dairy']);
    // Back to Produce for one more thing: the walk does not turn round.
    check('Produce', 5000);
    expect(order!.slice(0, 4)).toEqual(['Frozen', 'Produce', 'Bakery', 'Dairy']);
    // Hours later a new trip begins in Dairy.
    check('Dairy', 5000 + TRIP_GAP_MS + 1);
    expect(order!.slice(0, 4)).toEqual(['Dairy', 'Frozen', 'Produce', 'Bakery']);
  });

  it('learns the same walk whatever order the checks of a trip land in', () => {
    // Set by hand: Bakery, Produce, Dairy. Three Produce checks, then Mushrooms (Produce)
    // and Eggs (Dairy), as one phone made them offline; back online they land in any order.
    const handSet = ['Bakery', 'Produce', 'Dairy'];
    let trip: WalkTrip | null = null;
    const checks: Department[][] = [];
    for (const [at, department] of [
      [1000, 'Produce'],
      [2000, 'Produce'],
      [3000, 'Produce'],
      [60_000, 'Produce'],
      [70_000, 'Dairy'],
    ] as const) {
      trip = tripAfterCheck(trip, department, at);
      checks.push(trip.departments);
    }
    const landed = (order: Department[][]) =>
      order.reduce<readonly string[]>((walk, sent) => learnFromTrip(walk, sent), handSet);
    const expected = ['Produce', 'Dairy', 'Bakery'];
    expect(landed(checks).slice(0, 3)).toEqual(expected);
    expect(landed([...checks].reverse()).slice(0, 3)).toEqual(expected);
    expect(landed([checks[4]!, checks[0]!, checks[3]!, checks[4]!]).slice(0, 3)).toEqual(expected);
  });

  it('moves a department up, down, or to where it is dropped', () => {
    expect(moveDepartment(null, 'Dairy', -1).slice(0, 2)).toEqual(['Dairy', 'Produce']);
    expect(moveDepartment(null, 'Produce', -1)).toEqual([...DEPARTMENTS]);
    expect(moveDepartment(null, 'Other', 1)).toEqual([...DEPARTMENTS]);
    expect(dropDepartment(null, 'Frozen', 'Produce').slice(0, 2)).toEqual(['Frozen', 'Produce']);
    expect(dropDepartment(null, 'Produce', null).at(-1)).toBe('Produce');
  });
});
