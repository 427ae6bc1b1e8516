// Add or edit a family member (children without accounts are members too).
import { useZero } from '@rocicorp/zero/react';
import { useState } from 'react';
import { mutators } from '#domain/zero/mutators.ts';
import type { FamilyMember } from '#schema';
import { Button } from '#client/components/ui/button.tsx';
import { ModalDialog } from '#client/components/ui/dialog.tsx';
import { useToast } from '#client/components/toast/toast-state.ts';
import { failureNotices } from '#domain/error-messages.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { MemberFieldsForm } from './member-fields-form.tsx';
import { checkMemberForm, EMPTY_MEMBER_FORM, formValuesOf } from './member-form-values.ts';
import { useTrackMemberWrite } from './unsaved-members.ts';

export function MemberDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member?: FamilyMember;
}) {
  const zero = useZero();
  const toast = useToast();
  const track = useTrackMemberWrite();
  const editing = props.member !== undefined;
  const [values, setValues] = useState(() =>
    props.member ? formValuesOf(props.member) : EMPTY_MEMBER_FORM,
  );
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const checked = checkMemberForm(values);
    setProblem('problem' in checked ? checked.problem : null);
    if ('problem' in checked) return;
    const id = props.member?.family_user_id ?? crypto.randomUUID();
    const saved = props.member
      ? await runMutation(
          track(id, zero.mutate(mutators.member.update({ family_user_id: id, ...checked.fields }))),
          toast,
          {
            success: { title: 'Success', description: 'Family member updated successfully.' },
            failure: failureNotices.updateMember,
          },
        )
      : await runMutation(
          track(id, zero.mutate(mutators.member.create({ family_user_id: id, ...checked.fields }))),
          toast,
          {
            success: { title: 'Success', description: 'Family member added successfully.' },
            failure: failureNotices.addMember,
          },
        );
    if (saved) props.onOpenChange(false);
  };

  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      width="lg"
      closeButton
      title={editing ? 'Edit Family Member' : 'Add Family Member'}
      description="Children without an account of their own are family members too."
    >
      <MemberFieldsForm
        idPrefix="member"
        values={values}
        onChange={setValues}
        problem={problem}
        onSubmit={save}
        actions={
          <>
            <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">{editing ? 'Save Changes' : 'Add Member'}</Button>
          </>
        }
      />
    </ModalDialog>
  );
}
