// /login (docs/spec.md §2 Login): sign-in, create-account and forgot-password modes, plus the
// new-password form the reset email links to.
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '#client/session/session.tsx';
import { pendingInvitation, takeSignupEmail } from '#client/session/session-storage-keys.ts';
import { AuthCard } from './auth-card.tsx';
import { CreateAccountForm } from './create-account-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { GoogleButton } from './google-button.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignupClosed } from './signup-closed.tsx';
import { useUrlNotices } from './use-url-notices.ts';
import { useSignupRight } from './use-signup-right.ts';

type Mode = 'signin' | 'signup' | 'forgot' | 'reset';

const TITLES: Record<Mode, string> = {
  signin: 'Sign in',
  signup: 'Create account',
  forgot: 'Reset your password',
  reset: 'Choose a new password',
};

export function LoginPage() {
  const { status, session } = useSession();
  const navigate = useNavigate();
  // The reset email's link carries its token in the fragment.
  const resetToken = /^#reset_token=([a-z2-7]+)$/.exec(useLocation().hash)?.[1] ?? null;
  // A pending invitation opens the screen in create-account mode.
  const [chosenMode, setMode] = useState<Mode>(() => (pendingInvitation() ? 'signup' : 'signin'));
  const mode: Mode = resetToken ? 'reset' : chosenMode;
  const [email, setEmail] = useState(takeSignupEmail);
  const [busy, setBusy] = useState(false);
  useUrlNotices('signin');
  const signupRight = useSignupRight(null);

  // Someone already signed in when the screen loads goes straight to the dashboard.
  if (status === 'ready' && session && !busy && mode !== 'reset')
    return <Navigate to="/dashboard" replace />;

  const switchTo = (next: Mode) => () => setMode(next);

  return (
    <AuthCard title={TITLES[mode]}>
      {mode === 'signin' && (
        <>
          <SignInForm
            email={email}
            onEmailChange={setEmail}
            onForgotPassword={switchTo('forgot')}
            busy={busy}
            setBusy={setBusy}
          />
          <GoogleButton intent="signin" />
        </>
      )}
      {mode === 'signup' && signupRight === 'closed' && <SignupClosed />}
      {mode === 'signup' && (signupRight === 'open' || signupRight === 'invited') && (
        <>
          <CreateAccountForm
            initialEmail={email}
            onVerificationSent={(address) => {
              setEmail(address);
              setMode('signin');
            }}
          />
          <GoogleButton intent="signup" />
        </>
      )}
      {mode === 'forgot' && (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} onSent={switchTo('signin')} />
      )}
      {mode === 'reset' && resetToken && (
        <ResetPasswordForm
          token={resetToken}
          onNewLink={() => {
            setMode('forgot');
            void navigate('/login', { replace: true });
          }}
        />
      )}
      <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
        {mode === 'signin' ? (
          <button type="button" onClick={switchTo('signup')} className="text-brand underline">
            Create account
          </button>
        ) : mode === 'reset' ? (
          <Link to="/login" replace className="text-brand underline">
            Back to sign in
          </Link>
        ) : (
          <button type="button" onClick={switchTo('signin')} className="text-brand underline">
            Back to sign in
          </button>
        )}
        <Link to="/request-access" className="text-brand underline">
          Request Access
        </Link>
        <Link to="/" className="text-stone-600 underline">
          Back to home
        </Link>
      </div>
    </AuthCard>
  );
}
