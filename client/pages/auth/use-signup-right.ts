// Whether the sign-up form can succeed here (docs/accounts.md: invitation-only by default):
// sign-up is open on this server, an invitation is waiting in this tab, or the page was
// opened through the first-family link `npm start` printed and that link is still unused.
// The server checks again on submit; this only spares a form that would be refused.
import { useEffect, useState } from 'react';
import { apiFetch } from '#client/lib/api.ts';
import { useAuthOptions } from '#client/lib/use-auth-options.ts';
import { pendingInvitation } from '#client/session/session-storage-keys.ts';

export type SignupRight = 'loading' | 'open' | 'invited' | 'first-family' | 'used-link' | 'closed';

/** The first-family link's secret, from the page address's fragment. */
export function firstFamilyToken(hash: string): string | null {
  return /^#first_family=([a-z2-7]+)$/.exec(hash)?.[1] ?? null;
}

export function useSignupRight(token: string | null): SignupRight {
  const { open_signup: open, loaded } = useAuthOptions();
  const [linkUsable, setLinkUsable] = useState<boolean | null>(null);
  useEffect(() => {
    if (!token) return;
    let active = true;
    apiFetch<{ usable: boolean }>('/auth/first-family/check', { method: 'POST', body: { token } })
      .then((answer) => active && setLinkUsable(answer.usable))
      .catch(() => active && setLinkUsable(false));
    return () => {
      active = false;
    };
  }, [token]);
  if (token) return linkUsable === null ? 'loading' : linkUsable ? 'first-family' : 'used-link';
  if (pendingInvitation()) return 'invited';
  if (!loaded) return 'loading';
  return open ? 'open' : 'closed';
}
