// One implementation of the shopping item input rules, used by mutators and REST alike.
import { AppError, ErrorCode } from '../errors.ts';
import { departmentFor } from './department.ts';
import { titleCaseItemName } from '../text/title-case.ts';

/** Typed by hand ('manual') or written by the refresh from planned meals ('meals'). */
export type ShoppingItemSource = 'manual' | 'meals';

export const MAX_ITEM_NAME_LENGTH = 200;
export const MAX_QUANTITY_LENGTH = 100;
/** Past names are suggested from this many typed characters on (docs/spec.md §2 Shopping list). */
export const MIN_SUGGESTION_CHARS = 2;

/** Trimmed quantity, or null when empty (omitted on add, sent as null on edit). */
export function normalizeQuantity(raw: string | null | undefined): string | null {
  const trimmed = raw?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function normalizeItemName(raw: string): string {
  const name = titleCaseItemName(raw);
  if (name === '') throw new AppError(ErrorCode.ITEM_NAME_REQUIRED);
  return name;
}

export function newShoppingItemFields(input: { name: string; quantity?: string | null }) {
  const name = normalizeItemName(input.name);
  return { name, quantity: normalizeQuantity(input.quantity), department: departmentFor(name) };
}
