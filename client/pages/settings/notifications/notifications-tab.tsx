// Settings → Notifications: the member's phone, its verification, and the SMS opt-in.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { formatPhone } from '#domain/phone/phone-number.ts';
import { Card, Spinner } from '#client/components/ui/card.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { PhoneVerification } from './phone-verification.tsx';
import { ReminderPreferencesCard } from './reminder-preferences-card.tsx';
import { SmsOptinSwitch } from './sms-optin-switch.tsx';
import { useOwnMember } from './use-own-member.ts';

export function NotificationsTab() {
  const { member, loaded } = useOwnMember();
  const { hash } = useLocation();
  // '#phone' comes from Send to Phone without a verified phone: bring the number into view.
  const shown = Boolean(member);
  useEffect(() => {
    if (hash !== '#phone' || !shown) return;
    const input = document.getElementById('notification-phone');
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  }, [hash, shown]);
  if (!member) return loaded ? <p>Your family profile could not be found.</p> : <Spinner />;
  const verified = member.phone_verified && Boolean(member.phone);
  return (
    <div className="space-y-6">
      <Card>
        <h2 id="phone" className="text-lg font-semibold">
          Phone
        </h2>
        <p className="mt-1 mb-4 text-sm text-stone-600" data-testid="phone-status">
          {verified && member.phone
            ? `${formatPhone(member.phone)} is verified.`
            : 'Add your mobile number and confirm it with the code we text you.'}
        </p>
        <PhoneVerification key={member.phone ?? ''} currentPhone={member.phone ?? null} />
      </Card>
      <Card>
        <SmsOptinSwitch checked={member.sms_optin} verified={verified} />
      </Card>
      <ReminderPreferencesCard />
      <CalendarFeedCard />
    </div>
  );
}
