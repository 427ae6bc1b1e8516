// The signed-in member's own row, live from Zero (phone, phone_verified, sms_optin).
import { useQuery } from '@rocicorp/zero/react';
import { queries } from '#domain/zero/queries.ts';
import { useSignedInSession } from '#client/session/session.tsx';

export function useOwnMember() {
  const session = useSignedInSession();
  const [family, details] = useQuery(queries.family.current());
  const member = family?.members.find((m) => m.family_user_id === session.family_user_id);
  return { member, loaded: details.type === 'complete' };
}
