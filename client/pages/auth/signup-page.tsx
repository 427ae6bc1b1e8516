import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { signupProblem } from '../../../domain/rules/password.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useToast } from '../../components/toast/toast-state.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { SIGNUP_EMAIL_KEY } from '../../session/session-storage-keys.ts';
import { AuthCard, FormError } from './auth-card.tsx';

export function SignupPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [email, setEmail] = useState(() => sessionStorage.getItem(SIGNUP_EMAIL_KEY) ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = signupProblem(password, confirm);
    setProblem(rule);
    if (rule) return;
    setBusy(true);
    try {
      await apiFetch('/auth/signup', { method: 'POST', body: { email, password } });
      sessionStorage.setItem(SIGNUP_EMAIL_KEY, email);
      toast({ title: 'Account created!', description: 'You can sign in now.' });
      navigate('/login');
    } catch (error) {
      if (error instanceof ApiError && error.message.includes('already registered')) {
        toast({
          title: 'Account exists',
          description: 'An account with this email already exists. Please sign in instead.',
          variant: 'destructive',
        });
      } else {
        const message =
          error instanceof ApiError
            ? error.message
            : 'An unexpected error occurred. Please try again.';
        toast({ title: 'Error creating account', description: message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create account">
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
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          id="confirm"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <FormError message={problem} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" className="text-brand underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
