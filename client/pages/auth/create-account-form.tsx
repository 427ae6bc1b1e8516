// Email, password and confirmation (docs/spec.md §2 Sign-up, §5 Sign-up).
import { useState, type FormEvent } from 'react';
import { bindText } from '#client/components/ui/field-binding.ts';
import { EmailField } from '#client/components/ui/text-field.tsx';
import { FormSubmit } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useCreateAccount } from './use-create-account.ts';
import { prefetchFamilyPages } from '#client/app/family-page-modules.ts';

export function CreateAccountForm(props: {
  initialEmail: string;
  onVerificationSent: (email: string) => void;
  /** The first-family link's secret, when the page was opened through it. */
  firstFamilyToken?: string | null;
}) {
  const [email, setEmail] = useState(props.initialEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { create, problem, busy } = useCreateAccount(
    props.onVerificationSent,
    props.firstFamilyToken ?? null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create(email.trim(), password, confirm);
  };

  return (
    // An invited member is signed in at once: the family's pages are needed next.
    <form onSubmit={submit} onFocus={prefetchFamilyPages} className="space-y-4">
      <EmailField required {...bindText(email, setEmail)} />
      <NewPasswordFields
        ids={{ password: 'password', confirm: 'confirm' }}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
      />
      <FormSubmit
        problem={problem}
        busy={busy}
        label="Create Account"
        busyLabel="Creating account..."
      />
    </form>
  );
}
