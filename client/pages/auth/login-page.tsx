import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useToast } from '../../components/toast/toast-state.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { useSession } from '../../session/session.tsx';
import { takeSignupEmail } from '../../session/session-storage-keys.ts';
import { AuthCard } from './auth-card.tsx';

export function LoginPage() {
  const { status, session, refresh } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [email, setEmail] = useState(takeSignupEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  // Someone already signed in when the screen loads goes straight to the dashboard.
  if (status === 'ready' && session && !busy) return <Navigate to="/dashboard" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch('/auth/login', { method: 'POST', body: { email, password } });
      await refresh();
      navigate('/dashboard');
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Please try again later.';
      toast({ title: 'Error signing in', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Sign in">
      <form onSubmit={submit} className="space-y-4">
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
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
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="mt-6 flex justify-between text-sm">
        <Link to="/signup" className="text-brand underline">
          Create account
        </Link>
        <Link to="/" className="text-stone-600 underline">
          Back to home
        </Link>
      </div>
    </AuthCard>
  );
}
