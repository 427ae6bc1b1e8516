// The caller's family as the assistant's tools read it. Every read goes through the
// family-scoped Zero queries with the caller's server-verified context, so a tool can
// never see another family's rows, whatever the model asks for.
import type { AuthContext } from '../../domain/auth-context.ts';
import type { BusyEvening } from '../../domain/suggestions/suggestion-types.ts';
import { queries } from '../../domain/zero/queries.ts';
import type { Dish, FamilyMember } from '../../schema.ts';
import type { ZeroDatabase } from '../zero/zero-database.ts';

export type FamilyData = {
  timeZone: string;
  members: () => Promise<readonly FamilyMember[]>;
  dishes: () => Promise<readonly Dish[]>;
  /** Busy evenings between two dates, inclusive. */
  busyEvenings: (from: string, to: string) => Promise<ReadonlyMap<string, BusyEvening>>;
};

/**
 * Where busy evenings come from. The calendar feature plugs its stored events in here
 * (see busyEveningsFrom in domain/suggestions); until then no evening is busy.
 */
export type BusyEveningSource = (
  ctx: AuthContext,
  timeZone: string,
  from: string,
  to: string,
) => Promise<ReadonlyMap<string, BusyEvening>>;

export const noCalendar: BusyEveningSource = async () => new Map();

export async function loadFamilyData(
  zeroDb: ZeroDatabase,
  ctx: AuthContext,
  busySource: BusyEveningSource = noCalendar,
): Promise<FamilyData | null> {
  const family = await zeroDb.run(queries.family.current.fn({ args: undefined, ctx }));
  if (!family) return null;
  return {
    timeZone: family.time_zone,
    members: async () => family.members,
    dishes: () => zeroDb.run(queries.dishes.list.fn({ args: undefined, ctx })),
    busyEvenings: (from, to) => busySource(ctx, family.time_zone, from, to),
  };
}
