// The family's serving settings and members, from the live family row.
import { useQuery } from '@rocicorp/zero/react';
import { measurementSystemOf, portionSettingsOf } from '#domain/servings/portions.ts';
import { queries } from '#domain/zero/queries.ts';

export function useFamilyServings() {
  const [family] = useQuery(queries.family.current());
  return {
    family,
    members: family?.members ?? [],
    settings: portionSettingsOf(family),
    system: measurementSystemOf(family),
  };
}
