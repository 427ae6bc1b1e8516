// Forgot-password mode: an email is required (docs/spec.md §5); the answer is the same whether
// or not the address has an account.
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { bindText } from '#client/components/ui/field-binding.ts';
import { EmailField } from '#client/components/ui/text-field.tsx';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { apiErrorText, apiFetch } from '#client/lib/api.ts';

export function ForgotPasswordForm(props: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!props.email.trim()) {
      toast(problemToast('Email required', 'Please enter your email address first.'));
      return;
    }
    setBusy(true);
    try {
      await apiFetch('/auth/forgot-password', {
        method: 'POST',
        body: { email: props.email.trim() },
      });
      toast({
        title: 'Reset email sent!',
        description: 'Check your email for a link to reset your password.',
      });
      props.onSent();
    } catch (error) {
      toast(problemToast('Error sending reset email', apiErrorText(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">
        Enter your email and we will send you a link to choose a new password.
      </p>
      <EmailField {...bindText(props.email, props.onEmailChange)} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
