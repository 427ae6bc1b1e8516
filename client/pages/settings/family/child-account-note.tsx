// Said in the member form when the birthdate makes the member a child: children have no
// account of their own, so they are never invited and need no email (docs/accounts.md).
import { MIN_INVITE_AGE } from '#domain/family/invite-eligibility.ts';

export function ChildAccountNote() {
  return (
    <p role="note" className="rounded-md bg-stone-50 p-3 text-sm text-stone-600 sm:col-span-2">
      Under {MIN_INVITE_AGE}: no account of their own, so no email is needed. A parent rates meals
      for them.
    </p>
  );
}
