// The store this device is shopping in (docs/shopping.md, "Stores in walking order"): kept
// on the device, since two members may shop in two stores at once; null shows the list as
// usual.
import { atomWithStorage } from 'jotai/utils';

export const chosenStoreIdAtom = atomWithStorage<string | null>('fdp.chosen-store.v1', null);
