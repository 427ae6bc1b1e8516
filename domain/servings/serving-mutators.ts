// Settings → Family: what a child eats by age, and whether amounts show in metric or US
// units. Any member of the family may change them; the family comes from the session.
import { defineMutator } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { MEASUREMENT_SYSTEMS } from './measurement-system.ts';
import { requireFamily } from '../zero/family-scope.ts';
import { portionSettingsInput } from './portions.ts';

export const servingSettingsArgs = z.partial(
  z.extend(portionSettingsInput, { measurement_system: z.enum(MEASUREMENT_SYSTEMS) }),
);

export const servingMutators = {
  updateSettings: defineMutator(servingSettingsArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const changes = Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined));
    await tx.mutate.family.update({ id: familyID, ...changes });
  }),
};
