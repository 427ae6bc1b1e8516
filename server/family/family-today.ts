// "Today" for a REST caller is the day it is in their family's time zone.
import { todayIn } from '#domain/time/family-dates.ts';
import { zql } from '#schema';
import type { AppDeps } from '../http/app-env.ts';

export async function familyToday(deps: AppDeps, familyID: string): Promise<string> {
  const family = await deps.zeroDb.run(zql.family.where('id', familyID).one());
  return todayIn(family?.time_zone ?? 'UTC');
}
