// Creating an account, shared by the sign-up screen and the login screen's
// create-account mode. An invited address is signed in at once (the invitation proved
// it) and goes on to accept, as is the operator through the first-family link (on to
// setup); any other address gets a verification email first.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signupProblem } from '#domain/accounts/password.ts';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { ApiError, apiFetch } from '#client/lib/api.ts';
import { pendingInvitation, SIGNUP_EMAIL_KEY } from '#client/session/session-storage-keys.ts';
import { useSession } from '#client/session/session.tsx';

export function useCreateAccount(
  onVerificationSent: (email: string) => void,
  firstFamilyToken: string | null = null,
) {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (email: string, password: string, confirm: string) => {
    const rule = signupProblem(password, confirm);
    setProblem(rule);
    if (rule) return;
    setBusy(true);
    try {
      const result = await apiFetch<{ signed_in: boolean }>('/auth/signup', {
        method: 'POST',
        body: {
          email,
          password,
          invitation_token: pendingInvitation(),
          first_family_token: firstFamilyToken,
        },
      });
      if (result.signed_in) {
        // A signed-in event: the pending invitation is accepted on the way in.
        await refresh();
        navigate('/dashboard');
        return;
      }
      sessionStorage.setItem(SIGNUP_EMAIL_KEY, email);
      toast({
        title: 'Account created!',
        description: 'Please check your email to verify your account.',
      });
      onVerificationSent(email);
    } catch (error) {
      if (error instanceof ApiError && error.message.includes('already registered')) {
        toast(
          problemToast(
            'Account exists',
            'An account with this email already exists. Please sign in instead.',
          ),
        );
      } else if (error instanceof ApiError && error.code !== 'NETWORK') {
        toast(problemToast('Error creating account', error.message));
      } else {
        toast(problemToast('An error occurred', 'An unexpected error occurred. Please try again.'));
      }
    } finally {
      setBusy(false);
    }
  };

  return { create, problem, busy };
}
