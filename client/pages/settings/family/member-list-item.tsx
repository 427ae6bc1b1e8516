// One member in Settings → Family: name (with the age when under 20), email, invitation
// status, and Edit / Invite; without Invite, a line says why (docs/accounts.md).
import { useState } from 'react';
import { shownAge } from '#domain/family/age.ts';
import { canInvite, inviteRowNote } from '#domain/family/invite-eligibility.ts';
import type { FamilyMember } from '#schema';
import { Button } from '#client/components/ui/button.tsx';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { apiErrorText, apiFetch } from '#client/lib/api.ts';
import { useIsMemberUnsaved } from './unsaved-members.ts';

const STATUS_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const JOINED_MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

function statusLine(member: FamilyMember): string | null {
  const status = member.status?.trim().toLowerCase();
  if (status === 'invited')
    return `Invitation sent ${member.invited_at ? STATUS_DATE.format(member.invited_at) : ''}`.trim();
  if (status === 'accepted')
    return member.joined_at ? `Joined ${JOINED_MONTH.format(member.joined_at)}` : 'Joined';
  return null;
}

export function MemberListItem(props: { member: FamilyMember; today: string; onEdit: () => void }) {
  const { member } = props;
  const toast = useToast();
  const [inviting, setInviting] = useState(false);
  const unsaved = useIsMemberUnsaved(member.family_user_id);
  const age = shownAge(member.birthdate, props.today);
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ');
  const status = statusLine(member);
  const note = inviteRowNote(member, props.today);

  const invite = async () => {
    setInviting(true);
    try {
      await apiFetch(`/family/users/${encodeURIComponent(member.family_user_id)}/invite`, {
        method: 'POST',
        body: { email: member.email },
      });
      toast({
        title: 'Invitation Sent!',
        description: `An invitation email is on its way to ${member.email}.`,
      });
    } catch (error) {
      toast(problemToast('Invitation Failed', apiErrorText(error)));
    } finally {
      setInviting(false);
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={name}>
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {name}
          {age !== null && <span className="ml-2 text-sm text-stone-500">({age})</span>}
        </p>
        {member.email && <p className="truncate text-sm text-stone-600">{member.email}</p>}
        {status && <p className="text-sm text-brand-dark">{status}</p>}
        {note && !status && <p className="text-sm text-stone-500">{note}</p>}
      </div>
      <Button variant="secondary" size="sm" onClick={props.onEdit}>
        Edit
      </Button>
      {canInvite(member, props.today) && (
        <Button size="sm" onClick={invite} disabled={inviting || unsaved}>
          {inviting ? 'Sending...' : 'Invite'}
        </Button>
      )}
    </li>
  );
}
