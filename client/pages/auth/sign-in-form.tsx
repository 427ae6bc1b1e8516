// Sign-in mode: email and password (both required, spec §5), with a way to have the
// verification email sent again when the address is not confirmed yet.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useToast } from '../../components/toast/toast-state.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { useSession } from '../../session/session.tsx';

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
      // A signed-in event: a pending invitation is accepted on the way to the dashboard.
      await refresh();
      navigate('/dashboard');
    } catch (error) {
      if (error instanceof ApiError && error.code !== 'NETWORK') {
        setUnverified(error.code === 'EMAIL_NOT_VERIFIED');
        toast({ title: 'Error signing in', description: error.message, variant: 'destructive' });
      } else {
        toast({
          title: 'An error occurred',
          description: 'Please try again later.',
          variant: 'destructive',
        });
      }
    } finally {
      props.setBusy(false);
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
      toast({
        title: 'An error occurred',
        description: error instanceof ApiError ? error.message : 'Please try again later.',
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={props.email}
        onChange={(e) => props.onEmailChange(e.target.value)}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
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
