// /request-access (docs/spec.md §2 Request access): email and family name, both required;
// failures inline with the server's message.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { bindText } from '#client/components/ui/field-binding.ts';
import { EmailField, TextField } from '#client/components/ui/text-field.tsx';
import { ApiError, apiFetch } from '#client/lib/api.ts';
import { AuthCard, FormSubmit } from '../auth/auth-card.tsx';

const FAILED = 'Failed to submit request. Please try again.';

export function RequestAccessPage() {
  const [email, setEmail] = useState('');
  const [familyName, setFamilyName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await apiFetch('/family/invite', {
        method: 'POST',
        body: { email: email.trim(), family_name: familyName.trim() },
      });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof ApiError && error.code !== 'NETWORK' ? error.message : FAILED);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthCard title="Thank You!">
        <p className="text-stone-700">
          We have received your request to join Family Dinner Planner. Look out for an email from us
          at <span className="font-medium">{email.trim()}</span> with your invitation.
        </p>
        <p className="mt-6 text-sm">
          <Link to="/login" className="text-brand underline">
            Go to login
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Request access">
      <p className="mb-4 text-sm text-stone-600">
        Family Dinner Planner is invitation-only. Tell us who you are and we will email you an
        invitation.
      </p>
      <form onSubmit={submit} className="space-y-4">
        <EmailField label="Email Address" required {...bindText(email, setEmail)} />
        <TextField
          id="family_name"
          label="Family Name"
          required
          {...bindText(familyName, setFamilyName)}
        />
        <FormSubmit
          problem={failure}
          busy={busy}
          label="Request Access"
          busyLabel="Submitting..."
        />
      </form>
      <p className="mt-6 text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" className="text-brand underline">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
