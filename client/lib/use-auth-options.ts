// Which sign-in methods this server offers: the Google button exists only when the
// server is configured for it, and the sign-up form only when sign-up can succeed.
import { useEffect, useState } from 'react';
import { apiFetch } from './api.ts';

type AuthOptions = { google: boolean; open_signup: boolean };

let cached: Promise<AuthOptions> | undefined;

/** `loaded` is false until the server answered (or could not be reached). */
export function useAuthOptions(): AuthOptions & { loaded: boolean } {
  const [options, setOptions] = useState({ google: false, open_signup: false, loaded: false });
  useEffect(() => {
    cached ??= apiFetch<AuthOptions>('/auth/options').catch(() => {
      cached = undefined;
      return { google: false, open_signup: false };
    });
    let active = true;
    void cached.then((value) => active && setOptions({ ...value, loaded: true }));
    return () => {
      active = false;
    };
  }, []);
  return options;
}
