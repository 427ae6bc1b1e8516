// This device's trip through each store (domain/shopping/stores/walk-order.ts): the
// departments checked there, in order, kept in localStorage so that a reload in the shop
// (offline, say) continues the trip. Each check in a chosen store carries its trip and the
// time it was made, so the store's walk is learned as the checks were made here, whenever
// they reach the server. Checks made on another device, or with 'Any store', are not part
// of it.
import type { Department } from '#domain/shopping/department.ts';
import { tripAfterCheck, type WalkTrip } from '#domain/shopping/stores/walk-order.ts';

const keyOf = (storeId: string) => `fdp.walk-trip.v1:${storeId}`;

function readTrip(storage: Storage, storeId: string): WalkTrip | null {
  try {
    const saved = JSON.parse(storage.getItem(keyOf(storeId)) ?? 'null') as WalkTrip | null;
    return saved && typeof saved.at === 'number' && Array.isArray(saved.departments) ? saved : null;
  } catch {
    return null;
  }
}

/** The check's part in this device's trip through the store: what it sends with the check. */
export function noteCheck(
  storage: Storage,
  storeId: string,
  department: Department,
  at: number,
): { walk: Department[]; checked_at: number } {
  const trip = tripAfterCheck(readTrip(storage, storeId), department, at);
  try {
    storage.setItem(keyOf(storeId), JSON.stringify(trip));
  } catch {
    // Storage full or denied: this check still teaches its trip so far.
  }
  return { walk: trip.departments, checked_at: at };
}
