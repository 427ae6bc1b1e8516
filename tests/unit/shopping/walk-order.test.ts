// A store's departments in walking order (docs/shopping.md): learned from checking off,
// set by moving up and down or by dragging.
import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '#domain/shopping/department.ts';
import {
  dropDepartment,
  learnFromCheck,
  moveDepartment,
  TRIP_GAP_MS,
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
    let store = {
      department_order: null as readonly string[] | null,
      last_department: null as string | null,
      last_checked_at: null as number | null,
    };
    const check = (department: (typeof DEPARTMENTS)[number], at: number) => {
      store = learnFromCheck(store, department, at);
    };
    check('Frozen', 1000);
    check('Produce', 2000);
    check('Produce', 3000);
    check('Bakery', 4000);
    expect(store.department_order?.slice(0, 4)).toEqual(['Frozen', 'Produce', 'Bakery', 'Dairy']);
    // Hours later a new trip begins in Dairy.
    check('Dairy', 4000 + TRIP_GAP_MS + 1);
    expect(store.department_order?.slice(0, 4)).toEqual(['Dairy', 'Frozen', 'Produce', 'Bakery']);
  });

  it('moves a department up, down, or to where it is dropped', () => {
    expect(moveDepartment(null, 'Dairy', -1).slice(0, 2)).toEqual(['Dairy', 'Produce']);
    expect(moveDepartment(null, 'Produce', -1)).toEqual([...DEPARTMENTS]);
    expect(moveDepartment(null, 'Other', 1)).toEqual([...DEPARTMENTS]);
    expect(dropDepartment(null, 'Frozen', 'Produce').slice(0, 2)).toEqual(['Frozen', 'Produce']);
    expect(dropDepartment(null, 'Produce', null).at(-1)).toBe('Produce');
  });
});
