// Which sign-in methods this server offers: the Google button exists only when the
// server is configured for it.
import { useEffect, useState } from 'react';
import { apiFetch } from './api.ts';

type AuthOptions = { google: boolean };

let cached: Promise<AuthOptions> | undefined;

export function useAuthOptions(): AuthOptions {
  const [options, setOptions] = useState<AuthOptions>({ google: false });
  useEffect(() => {
    cached ??= apiFetch<AuthOptions>('/auth/options').catch(() => {
      cached = undefined;
      return { google: false };
    });
    let active = true;
    void cached.then((value) => active && setOptions(value));
    return () => {
      active = false;
    };
  }, []);
  return options;
}
