// The signed-in member's family from Zero (live), with today's date in the family's
// time zone for ages and the invite rule.
import { useQuery } from '@rocicorp/zero/react';
import { todayIn } from '#domain/time/family-dates.ts';
import { queries } from '#domain/zero/queries.ts';
import { useSignedInSession } from '#client/session/session.tsx';

export function useFamily() {
  const session = useSignedInSession();
  const [family, details] = useQuery(queries.family.current());
  const members = family?.members ?? [];
  return {
    family,
    members,
    me: members.find((member) => member.family_user_id === session.family_user_id),
    today: todayIn(family?.time_zone ?? 'UTC'),
    loaded: details.type === 'complete',
  };
}
