import { Link, useLocation, useNavigate } from 'react-router';
import { SIGNUP_EMAIL_KEY } from '#client/session/session-storage-keys.ts';
import { AuthCard } from './auth-card.tsx';
import { CreateAccountForm } from './create-account-form.tsx';
import { GoogleButton } from './google-button.tsx';
import { SignupClosed } from './signup-closed.tsx';
import { useUrlNotices } from './use-url-notices.ts';
import { firstFamilyToken, useSignupRight } from './use-signup-right.ts';

/** /signup: after an account is created, sign-in (docs/spec.md §4 'Sign-in outcome'). The form is
 * shown only when sign-up can succeed: the app is invitation-only unless the operator opened it. */
export function SignupPage() {
  const navigate = useNavigate();
  const token = firstFamilyToken(useLocation().hash);
  const right = useSignupRight(token);
  useUrlNotices('signup');
  return (
    <AuthCard title="Create account">
      {right === 'loading' && <p className="text-sm text-stone-500">Loading...</p>}
      {(right === 'closed' || right === 'used-link') && (
        <SignupClosed linkUsed={right === 'used-link'} />
      )}
      {right === 'first-family' && (
        <p className="mb-4 text-sm text-stone-700">
          This one-time link creates the first family of this app. After the account, you set up
          your family and invite the others from Settings.
        </p>
      )}
      {(right === 'open' || right === 'invited' || right === 'first-family') && (
        <CreateAccountForm
          initialEmail={sessionStorage.getItem(SIGNUP_EMAIL_KEY) ?? ''}
          onVerificationSent={() => navigate('/login')}
          firstFamilyToken={right === 'first-family' ? token : null}
        />
      )}
      {(right === 'open' || right === 'invited') && <GoogleButton intent="signup" />}
      <p className="mt-6 text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" className="text-brand underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
