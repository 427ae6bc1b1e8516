// A store's departments in the order the family walks it (docs/shopping.md, "Stores in
// walking order"). Learned from checking off: the first department checked on a trip is
// where the walk starts, and each department first checked next comes right after the one
// before it, by the order of the checks on the device that made them. Set by hand too
// (drag, or move up and down).
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

/**
 * The departments checked on one trip through a store, on one device, in the order each was
 * first checked there, with the time (the device's clock) of the trip's latest check. The
 * device keeps it and sends it with each check (client/pages/shopping/stores/walk-trip.ts),
 * so the walk is learned from the order the checks were made in, not the order they reach
 * the server: a phone back from an offline trip sends them all at once, in any order.
 */
export type WalkTrip = { at: number; departments: Department[] };

/** The trip after a check of `department` at `at`: a new trip after a long pause. */
export function tripAfterCheck(
  trip: WalkTrip | null | undefined,
  department: Department,
  at: number,
): WalkTrip {
  if (!trip || at - trip.at > TRIP_GAP_MS || trip.departments.length === 0) {
    return { at, departments: [department] };
  }
  const departments = trip.departments.includes(department)
    ? trip.departments
    : [...trip.departments, department];
  return { at: Math.max(at, trip.at), departments };
}

/**
 * The walk a trip teaches: its departments first, in the order they were first checked, then
 * the others in the order they had. A later check of the same trip carries the earlier ones
 * ahead of its own, so the walk comes out the same whichever of them lands first, and a
 * check sent twice changes nothing the second time.
 */
export function learnFromTrip(
  saved: readonly string[] | null | undefined,
  trip: readonly string[],
): Department[] {
  const walked = [...new Set(trip.filter(isDepartment))];
  return [...walked, ...walkOrder(saved).filter((department) => !walked.includes(department))];
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
