// The SMS opt-in: only with a verified phone (docs/spec.md §4), else 'Phone Verification Required'.
import * as Switch from '@radix-ui/react-switch';
import { useZero } from '@rocicorp/zero/react';
import { errorMessages } from '#domain/errors.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { failureNotices } from '#domain/error-messages.ts';
import { runMutation } from '#client/zero/run-mutation.ts';

export function SmsOptinSwitch({ checked, verified }: { checked: boolean; verified: boolean }) {
  const zero = useZero();
  const toast = useToast();

  const change = (next: boolean) => {
    if (next && !verified) {
      toast(problemToast('Phone Verification Required', errorMessages.PHONE_VERIFICATION_REQUIRED));
      return;
    }
    void runMutation(zero.mutate(mutators.notifications.setSmsOptin({ sms_optin: next })), toast, {
      success: {
        title: 'Notification Settings Updated',
        description: next ? 'SMS notifications are on.' : 'SMS notifications are off.',
      },
      failure: failureNotices.saveNotifications,
    });
  };

  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor="sms-optin" className="text-sm">
        <span className="block font-medium text-stone-800">SMS notifications</span>
        <span className="text-stone-500">Get your shopping list by text message.</span>
      </label>
      <Switch.Root
        id="sms-optin"
        checked={checked}
        onCheckedChange={change}
        className="relative h-7 w-12 shrink-0 rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-brand"
      >
        <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}
