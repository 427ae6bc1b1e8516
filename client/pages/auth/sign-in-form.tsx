// Sign-in mode: email and password (both required, docs/spec.md §5), with a way to have the
// verification email sent again when the address is not confirmed yet.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { prefetchFamilyPages } from '#client/app/family-page-modules.ts';
import { Button } from '#client/components/ui/button.tsx';
import { bindText } from '#client/components/ui/field-binding.ts';
import { EmailField, PasswordField } from '#client/components/ui/text-field.tsx';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { ApiError, apiFetch, apiErrorText } from '#client/lib/api.ts';
import { useSession } from '#client/session/session.tsx';
import { takeAfterSignIn } from '#client/session/session-storage-keys.ts';

export function SignInForm(props: {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}) {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [unverified, setUnverified] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    props.setBusy(true);
    setUnverified(false);
    try {
      await apiFetch('/auth/login', {
        method: 'POST',
        body: { email: props.email.trim(), password },
      });
      // A signed-in event: a pending invitation is accepted on the way to the dashboard (or to
      // the page that sent the member here, an assistant's consent screen).
      await refresh();
      // Busy until the next page shows: the login page sends a signed-in member who is not
      // busy to the dashboard, which would win over a page still loading its code.
      navigate(takeAfterSignIn());
    } catch (error) {
      props.setBusy(false);
      if (error instanceof ApiError && error.code !== 'NETWORK') {
        setUnverified(error.code === 'EMAIL_NOT_VERIFIED');
        toast(problemToast('Error signing in', error.message));
      } else {
        toast(problemToast('An error occurred', 'Please try again later.'));
      }
    }
  };

  const resend = async () => {
    try {
      await apiFetch('/auth/resend-verification', {
        method: 'POST',
        body: { email: props.email.trim() },
      });
      toast({ title: 'Verification email sent', description: 'Please check your email.' });
      setUnverified(false);
    } catch (error) {
      toast(problemToast('An error occurred', apiErrorText(error)));
    }
  };

  return (
    // Someone who starts to fill in the form is about to need the family's pages.
    <form onSubmit={submit} onFocus={prefetchFamilyPages} className="space-y-4">
      <EmailField required {...bindText(props.email, props.onEmailChange)} />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="current-password"
        {...bindText(password, setPassword)}
      />
      <Button type="submit" className="w-full" disabled={props.busy}>
        {props.busy ? 'Signing in...' : 'Sign In'}
      </Button>
      {unverified && (
        <Button variant="secondary" className="w-full" onClick={resend}>
          Resend verification email
        </Button>
      )}
      <button
        type="button"
        onClick={props.onForgotPassword}
        className="text-sm text-stone-600 underline"
      >
        Forgot password?
      </button>
    </form>
  );
}
