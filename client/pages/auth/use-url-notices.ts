// Toasts for what a redirect reports in the address (a followed verification link, a
// failed Google attempt), shown once; the parameter is then removed from the address.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useToast, type ToastInput } from '#client/components/toast/toast-state.ts';

const NOTICES: Record<string, Record<string, ToastInput>> = {
  email_verified: {
    '1': { title: 'Email verified', description: 'You can sign in now.' },
    '0': {
      title: 'Verification failed',
      description: 'This link is invalid or has expired. Sign in to get a new one.',
      variant: 'destructive',
    },
  },
  google_error: {
    signin: {
      title: 'Error with Google Sign-In',
      description: 'Please try again.',
      variant: 'destructive',
    },
    signup: {
      title: 'Error with Google Sign-Up',
      description: 'Please try again.',
      variant: 'destructive',
    },
  },
};

export function useUrlNotices(screen: 'signin' | 'signup') {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  useEffect(() => {
    let shown = false;
    for (const [name, byValue] of Object.entries(NOTICES)) {
      const value = params.get(name);
      if (value === null) continue;
      const notice = name === 'google_error' ? byValue[screen] : byValue[value];
      if (notice) toast(notice);
      shown = true;
    }
    if (shown) setParams({}, { replace: true });
  }, [params, setParams, toast, screen]);
}
