// Accepting an invitation, with the spec's toasts (§8 'Invitation and access'), for the
// invitation page and for the pending invitation accepted after sign-in.
import type { ToastInput } from '../components/toast/toast-state.ts';
import { ApiError, apiFetch } from '../lib/api.ts';

export async function acceptInvitation(
  token: string,
  userID: string,
  toast: (input: ToastInput) => void,
): Promise<boolean> {
  try {
    const { family_name } = await apiFetch<{ family_name: string }>(
      `/family/invitations/${encodeURIComponent(token)}/accept`,
      { method: 'POST', body: { user_id: userID } },
    );
    toast({
      title: 'Welcome to the family!',
      description: `You've successfully joined ${family_name}.`,
    });
    return true;
  } catch (error) {
    // Someone already in a family can do nothing by retrying: say why.
    const already = error instanceof ApiError && error.code === 'ALREADY_IN_FAMILY';
    toast({
      title: 'Error',
      description: already ? error.message : 'Failed to accept invitation. Please try again.',
      variant: 'destructive',
    });
    return false;
  }
}
