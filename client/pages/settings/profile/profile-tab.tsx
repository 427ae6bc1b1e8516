// Settings → Profile: the signed-in member's own first name, last name, preferences,
// birthdate, email and phone. Saved through the same mutator as the Family tab.
import { useZero } from '@rocicorp/zero/react';
import { useState } from 'react';
import { mutators } from '#domain/zero/mutators.ts';
import type { FamilyMember } from '#schema';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/card.tsx';
import { useToast } from '#client/components/toast/toast-state.ts';
import { useSession } from '#client/session/session.tsx';
import { failureNotices } from '#domain/error-messages.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { MemberFieldsForm } from '../family/member-fields-form.tsx';
import { checkMemberForm, formValuesOf } from '../family/member-form-values.ts';
import { useFamily } from '../family/use-family.ts';

export function ProfileTab() {
  const { me, loaded } = useFamily();
  // The form is filled once, so it waits for the server's copy rather than a stale local one.
  if (!loaded) return <Spinner />;
  if (!me) return <p className="text-red-700">Failed to load profile information</p>;
  // A new form when another member's row would be shown; live edits elsewhere do not
  // overwrite what is being typed.
  return <ProfileForm key={me.family_user_id} me={me} />;
}

function ProfileForm({ me }: { me: FamilyMember }) {
  const zero = useZero();
  const toast = useToast();
  const { refresh } = useSession();
  const [values, setValues] = useState(() => formValuesOf(me));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const checked = checkMemberForm(values);
    setProblem('problem' in checked ? checked.problem : null);
    if ('problem' in checked) return;
    setBusy(true);
    const result = zero.mutate(
      mutators.member.update({ family_user_id: me.family_user_id, ...checked.fields }),
    );
    // The greeting reads the first name from the session, once the server has it.
    void result.server.then((server) => {
      if (server.type !== 'error') void refresh();
    });
    await runMutation(result, toast, {
      success: { title: 'Profile Updated', description: 'Your profile has been saved.' },
      failure: failureNotices.updateProfile,
    });
    setBusy(false);
  };

  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="mb-4 text-lg font-semibold">
        Your profile
      </h2>
      <MemberFieldsForm
        idPrefix="profile"
        values={values}
        onChange={setValues}
        problem={problem}
        onSubmit={save}
        actions={
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save Profile'}
          </Button>
        }
      />
    </section>
  );
}
