// The list page's one Undo offer: after 'We have it', for a few seconds.
import { atom } from 'jotai';
import type { HadItem } from './use-pantry-actions.ts';

export type UndoOffer = { id: number; item: HadItem; wasRunningOut: boolean };

export const undoOfferAtom = atom<UndoOffer | null>(null);
