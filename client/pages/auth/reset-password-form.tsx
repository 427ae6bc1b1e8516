// The page the reset email links to (/login#reset_token=...): a new password, after
// which every other session of the account is signed out and this one is signed in.
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessages } from '#domain/error-messages.ts';
import { useNavigate } from 'react-router';
import { signupProblem } from '#domain/accounts/password.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { apiErrorText, apiFetch } from '#client/lib/api.ts';
import { useSession } from '#client/session/session.tsx';
import { FormSubmit } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Whether the link still works: null while asking. A failed check lets the form show. */
function useLinkUsable(token: string): boolean | null {
  const [usable, setUsable] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    apiFetch<{ usable: boolean }>('/auth/reset-password/check', {
      method: 'POST',
      body: { token },
    })
      .then((answer) => current && setUsable(answer.usable))
      .catch(() => current && setUsable(true));
    return () => {
      current = false;
    };
  }, [token]);
  return usable;
}

export function ResetPasswordForm({
  token,
  onNewLink,
}: {
  token: string;
  /** Opens the form that emails a new link. */
  onNewLink: () => void;
}) {
  const usable = useLinkUsable(token);
  const { refresh } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
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
      await apiFetch('/auth/reset-password', { method: 'POST', body: { token, password } });
      toast({ title: 'Password updated', description: 'You are signed in.' });
      await refresh();
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast(problemToast('Error', apiErrorText(error)));
    } finally {
      setBusy(false);
    }
  };

  if (usable === null) return <p className="text-stone-600">Checking your link...</p>;
  if (!usable) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-stone-700">
          {errorMessages.LINK_INVALID} Each reset link works once, for an hour.
        </p>
        <Button className="w-full" onClick={onNewLink}>
          Send a new link
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <NewPasswordFields
        ids={{ password: 'new-password', confirm: 'confirm-password' }}
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
      />
      <FormSubmit problem={problem} busy={busy} label="Set New Password" busyLabel="Saving..." />
    </form>
  );
}
