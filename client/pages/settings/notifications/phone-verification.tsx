// Phone entry, 'Send Code', and the 6-character code check (docs/spec.md §2 Notifications, §5).
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessages } from '#domain/errors.ts';
import { formatPhone, PHONE_EXAMPLE } from '#domain/phone/phone-number.ts';
import { CODE_LENGTH } from '#domain/phone/verification-rules.ts';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { bindText } from '#client/components/ui/field-binding.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { ApiError, apiFetch } from '#client/lib/api.ts';

type Sent = { phone: string; sent_via: 'twilio' | 'outbox' };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;

export function PhoneVerification({ currentPhone }: { currentPhone: string | null }) {
  const toast = useToast();
  const [phone, setPhone] = useState(currentPhone ? formatPhone(currentPhone) : '');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('sending');
    try {
      const sent = await apiFetch<Sent>('/family/users/me/verify-phone', {
        method: 'POST',
        body: { phone },
      });
      setPhone(formatPhone(sent.phone));
      toast({
        title: 'Verification Code Sent',
        description:
          sent.sent_via === 'outbox'
            ? 'Text messages are not set up on this server, so the code went to its outbox.'
            : `We texted a ${CODE_LENGTH}-digit code to ${formatPhone(sent.phone)}.`,
      });
    } catch (error) {
      toast(
        problemToast(
          'Failed to Send Code',
          messageOf(error, 'The code could not be sent. Please try again.'),
        ),
      );
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      toast(problemToast('Code Required', errorMessages.CODE_REQUIRED));
      return;
    }
    setBusy('verifying');
    try {
      const verified = await apiFetch<{ phone: string }>('/family/users/me/verify', {
        method: 'POST',
        body: { code },
      });
      setCode('');
      toast({
        title: 'Phone Verified',
        description: `${formatPhone(verified.phone)} is verified.`,
      });
    } catch (error) {
      toast(problemToast('Verification Failed', messageOf(error, errorMessages.INVALID_CODE)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-4">
      <FieldWithButton
        onSubmit={sendCode}
        button={busy === 'sending' ? 'Sending...' : 'Send Code'}
        disabled={busy !== null || !phone.trim()}
      >
        <TextField
          id="notification-phone"
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_EXAMPLE}
          {...bindText(phone, setPhone)}
        />
      </FieldWithButton>
      <FieldWithButton
        onSubmit={verify}
        button={busy === 'verifying' ? 'Verifying...' : 'Verify'}
        disabled={busy !== null}
      >
        <TextField
          id="verification-code"
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder="123456"
          {...bindText(code, setCode)}
        />
      </FieldWithButton>
    </div>
  );
}

/** One field and its button on a line, as a form of its own. */
function FieldWithButton(props: {
  onSubmit: (event: FormEvent) => void;
  button: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} className="flex items-end gap-2">
      <div className="flex-1">{props.children}</div>
      <Button type="submit" variant="secondary" disabled={props.disabled}>
        {props.button}
      </Button>
    </form>
  );
}
