// 'Send' (card) and 'Send to Phone' (page): the open items by text message to the
// signed-in member's verified phone.
import { useState } from 'react';
import { ErrorCode } from '#domain/errors.ts';
import { useToast, type ToastInput } from '#client/components/toast/toast-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError, apiFetch } from '#client/lib/api.ts';

/** Settings → Notifications, scrolled to the phone number (notifications-tab.tsx). */
const PHONE_SETTINGS = '/settings?tab=notifications#phone';
/** Settings → Notifications, where the SMS switch is. */
const NOTIFICATION_SETTINGS = '/settings?tab=notifications';

type Sent = { sent_via: 'twilio' | 'outbox'; items: number; messages: number };

// Refusals the person can act on are shown in the server's (the spec's) words.
const EXPLAINED = new Set<string>([
  ErrorCode.SMS_RATE_LIMITED,
  ErrorCode.NOTHING_TO_SEND,
  ErrorCode.INVALID_PHONE,
]);

function failureToast(error: unknown): ToastInput {
  if (error instanceof ApiError && error.code === ErrorCode.PHONE_VERIFICATION_REQUIRED) {
    // The list has no phone section: link to the one in Settings, which focuses it.
    return {
      title: 'Phone Verification Required',
      description: error.message,
      variant: 'destructive',
      durationMs: 10_000,
      link: { label: 'Verify Phone', to: PHONE_SETTINGS },
    };
  }
  if (error instanceof ApiError && error.code === ErrorCode.SMS_NOT_ENABLED) {
    // The message names Settings, Notifications: the toast links there.
    return {
      title: 'Error',
      description: error.message,
      variant: 'destructive',
      durationMs: 10_000,
      link: { label: 'Open Notifications', to: NOTIFICATION_SETTINGS },
    };
  }
  const explained = error instanceof ApiError && error.code && EXPLAINED.has(error.code);
  return {
    title: 'Error',
    description: explained ? error.message : 'Failed to send shopping list',
    variant: 'destructive',
  };
}

export function SendListButton({
  label,
  sentText,
  size = 'sm',
}: {
  label: string;
  sentText: string;
  size?: 'sm' | 'lg';
}) {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const sent = await apiFetch<Sent>('/shopping-items/send-list', { method: 'POST' });
      toast({
        title: 'List Sent',
        description:
          sent.sent_via === 'outbox'
            ? 'Text messages are not set up on this server, so the list went to its outbox instead of your phone.'
            : sentText,
      });
    } catch (error) {
      toast(failureToast(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant="secondary" size={size} onClick={send} disabled={sending}>
      {sending ? 'Sending...' : label}
    </Button>
  );
}
