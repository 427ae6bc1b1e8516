// /invite/{token} (docs/spec.md §2 Invitation, §8 'Invitation and access'): join when signed in;
// otherwise create an account first, remembering the invitation for after sign-in.
import { theFamily } from '#domain/family/family-phrase.ts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/card.tsx';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { ApiError, apiFetch } from '#client/lib/api.ts';
import { acceptInvitation } from '#client/session/accept-invitation.ts';
import { rememberInvitation } from '#client/session/session-storage-keys.ts';
import { useSession } from '#client/session/session.tsx';
import { AuthCard } from '../auth/auth-card.tsx';

type Invitation = { family_name: string; email: string };
type Loaded =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; invitation: Invitation };

function useInvitation(token: string): Loaded {
  const navigate = useNavigate();
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<Invitation>(`/family/invitations/${encodeURIComponent(token)}`, {
      signal: controller.signal,
    })
      .then((invitation) => setLoaded({ state: 'ready', invitation }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          toast(
            problemToast('Invalid Invitation', 'This invitation link is invalid or has expired.'),
          );
          navigate('/', { replace: true });
          return;
        }
        toast(problemToast('Error', 'Failed to load invitation details.'));
        setLoaded({ state: 'missing' });
      });
    return () => controller.abort();
  }, [token, navigate, toast]);
  return loaded;
}

export function InvitePage() {
  const token = useParams().token ?? '';
  const loaded = useInvitation(token);
  const { status, session, refresh } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [joining, setJoining] = useState(false);

  const join = async () => {
    if (!session) return;
    setJoining(true);
    const joined = await acceptInvitation(token, session.user_id, toast);
    if (joined) {
      await refresh();
      navigate('/dashboard', { state: { firstVisit: true } });
    }
    setJoining(false);
  };

  // After a sign-in event, a loaded invitation is accepted automatically. Finding a
  // session already there when the page opens is not a sign-in event.
  const signedInBefore = useRef<boolean | null>(null);
  useEffect(() => {
    if (status !== 'ready') return;
    const signedInNow = session !== null;
    if (signedInBefore.current === false && signedInNow && loaded.state === 'ready') void join();
    signedInBefore.current = signedInNow;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on the sign-in event only
  }, [status, session]);

  if (loaded.state === 'loading' || status === 'loading')
    return <Spinner label="Loading invitation..." />;
  if (loaded.state === 'missing') {
    return (
      <AuthCard title="Invitation">
        <p className="text-stone-700">Invitation not found.</p>
        <Button className="mt-6 w-full" onClick={() => navigate('/')}>
          Go Home
        </Button>
      </AuthCard>
    );
  }

  const family = loaded.invitation.family_name;
  return (
    <AuthCard title="You're invited!">
      <p className="text-stone-700">
        You have been invited to plan dinners with{' '}
        <span className="font-semibold">{theFamily(family)}</span>.
      </p>
      {session?.family_id ? (
        // An account belongs to one family: joining would only be refused.
        <>
          <p role="note" className="mt-4 text-stone-700">
            You already belong to a family, so this account cannot join another one. To join{' '}
            {family}, sign out and use another account.
          </p>
          <Button className="mt-6 w-full" onClick={() => navigate('/dashboard')}>
            Go to Dashboard
          </Button>
          <p className="mt-3 text-center text-sm text-stone-600">Signed in as {session.email}</p>
        </>
      ) : session ? (
        <>
          <Button className="mt-6 w-full" onClick={join} disabled={joining}>
            {joining ? 'Joining...' : `Join ${family}`}
          </Button>
          <p className="mt-3 text-center text-sm text-stone-600">Signed in as {session.email}</p>
        </>
      ) : (
        <Button
          className="mt-6 w-full"
          onClick={() => {
            rememberInvitation(token, loaded.invitation.email);
            navigate('/signup');
          }}
        >
          {`Create Account & Join ${family}`}
        </Button>
      )}
    </AuthCard>
  );
}
