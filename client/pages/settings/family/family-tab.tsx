// Settings → Family: the members, live from Zero, with add, edit and invite.
import { theFamily } from '#domain/family/family-phrase.ts';
import { useState } from 'react';
import type { FamilyMember } from '#schema';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/card.tsx';
import { MemberDialog } from './member-dialog.tsx';
import { MemberListItem } from './member-list-item.tsx';
import { ServingSettings } from './serving-settings.tsx';
import { RecurringNightsCard } from './recurring-nights-card.tsx';
import { useFamily } from './use-family.ts';

type Editing = { member?: FamilyMember; key: number } | null;

export function FamilyTab() {
  const { family, members, today, loaded } = useFamily();
  const [editing, setEditing] = useState<Editing>(null);

  if (!family && !loaded) return <Spinner />;
  if (!family) return <p className="text-red-700">Failed to load family information</p>;

  return (
    <section aria-labelledby="family-heading">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="family-heading" className="text-lg font-semibold">
          {capitalized(theFamily(family.name))}
        </h2>
        <Button className="shrink-0" onClick={() => setEditing({ key: Date.now() })}>
          Add Member
        </Button>
      </div>
      <ul aria-label="Family members" className="divide-y divide-stone-200">
        {members.map((member) => (
          <MemberListItem
            key={member.family_user_id}
            member={member}
            today={today}
            onEdit={() => setEditing({ member, key: Date.now() })}
          />
        ))}
      </ul>
      <ServingSettings />
      {editing && (
        <MemberDialog
          key={editing.key}
          open
          member={editing.member}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <RecurringNightsCard />
    </section>
  );
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
