// Accepting an invitation, with the spec's toasts (docs/spec.md §8 'Invitation and access'), for the
// invitation page and for the pending invitation accepted after sign-in.
import type { ToastInput } from '../components/toast/toast-state.ts';
import { theFamily } from '#domain/family/family-phrase.ts';
import { ApiError, apiFetch } from '../lib/api.ts';
import { problemToast } from '../components/toast/toast-state.ts';

export async function acceptInvitation(
  token: string,
  userID: string,
  toast: (input: ToastInput) => void,
): Promise<boolean> {
  try {
    const { family_name, new_family } = await apiFetch<{
      family_name: string;
      new_family: boolean;
    }>(`/family/invitations/${encodeURIComponent(token)}/accept`, {
      method: 'POST',
      body: { user_id: userID },
    });
    // An approved access request has no family yet: setup creates it next.
    toast(
      new_family
        ? {
            title: 'Invitation accepted',
            description: `Next, set up ${theFamily(family_name)}.`,
          }
        : {
            title: 'Welcome to the family!',
            description: `You've successfully joined ${family_name}.`,
          },
    );
    return true;
  } catch (error) {
    // Someone already in a family can do nothing by retrying: say why.
    const already = error instanceof ApiError && error.code === 'ALREADY_IN_FAMILY';
    toast(
      problemToast(
        'Error',
        already ? error.message : 'Failed to accept invitation. Please try again.',
      ),
    );
    return false;
  }
}
