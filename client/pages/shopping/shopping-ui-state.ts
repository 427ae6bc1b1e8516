import { atom } from 'jotai';
import type { GroupBy } from '#domain/shopping/group-shopping-items.ts';

/** Only one item is in edit mode at a time, across the card and the page. */
export const editingItemIdAtom = atom<string | null>(null);

export const groupByAtom = atom<GroupBy>('category');
