// A store's departments in the order the family walks it (docs/shopping.md, "Stores in
// walking order"). Learned from checking off: the first department checked on a trip is
// where the walk starts, and each department checked next comes right after the one
// checked before it. Set by hand too (drag, or move up and down).
import { DEPARTMENTS, type Department } from '../department.ts';

/** Checks this far apart are two trips: the next check starts a new walk. */
export const TRIP_GAP_MS = 2 * 60 * 60 * 1000;

const isDepartment = (name: string): name is Department =>
  (DEPARTMENTS as readonly string[]).includes(name);

/** Every department once: the saved order first, any missing after it in the usual order. */
export function walkOrder(saved: readonly string[] | null | undefined): Department[] {
  const known = [...new Set((saved ?? []).filter(isDepartment))];
  return [...known, ...DEPARTMENTS.filter((department) => !known.includes(department))];
}

/** A department's place in a walk; one not in it comes last. */
export function walkRank(order: readonly string[], department: string): number {
  const index = order.indexOf(department);
  return index === -1 ? order.length : index;
}

export type WalkState = {
  department_order: readonly string[] | null | undefined;
  last_department: string | null | undefined;
  last_checked_at: number | null | undefined;
};

/** The store's walk after an item of `department` was checked off there at `now`. */
export function learnFromCheck(store: WalkState, department: Department, now: number) {
  const order = walkOrder(store.department_order);
  const last = store.last_department;
  const newTrip =
    !last || store.last_checked_at == null || now - store.last_checked_at > TRIP_GAP_MS;
  const rest = order.filter((name) => name !== department);
  if (newTrip) rest.unshift(department);
  else if (last === department) rest.splice(order.indexOf(department), 0, department);
  else rest.splice(rest.indexOf(last as Department) + 1, 0, department);
  return { department_order: rest, last_department: department, last_checked_at: now };
}

/** The order with `department` moved one place up (-1) or down (+1), for the buttons. */
export function moveDepartment(
  saved: readonly string[] | null | undefined,
  department: Department,
  step: -1 | 1,
): Department[] {
  const order = walkOrder(saved);
  const from = order.indexOf(department);
  const to = from + step;
  if (to < 0 || to >= order.length) return order;
  order.splice(from, 1);
  order.splice(to, 0, department);
  return order;
}

/** The order with `department` dropped where `before` is (or at the end), for dragging. */
export function dropDepartment(
  saved: readonly string[] | null | undefined,
  department: Department,
  before: Department | null,
): Department[] {
  const order = walkOrder(saved).filter((name) => name !== department);
  const at = before ? order.indexOf(before) : -1;
  order.splice(at === -1 ? order.length : at, 0, department);
  return order;
}
