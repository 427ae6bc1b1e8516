import { Link, useNavigate } from 'react-router';
import { SIGNUP_EMAIL_KEY } from '../../session/session-storage-keys.ts';
import { AuthCard } from './auth-card.tsx';
import { CreateAccountForm } from './create-account-form.tsx';
import { GoogleButton } from './google-button.tsx';
import { useUrlNotices } from './use-url-notices.ts';

/** /signup: after an account is created, sign-in (spec §4 'Sign-in outcome'). */
export function SignupPage() {
  const navigate = useNavigate();
  useUrlNotices('signup');
  return (
    <AuthCard title="Create account">
      <CreateAccountForm
        initialEmail={sessionStorage.getItem(SIGNUP_EMAIL_KEY) ?? ''}
        onVerificationSent={() => navigate('/login')}
      />
      <GoogleButton intent="signup" />
      <p className="mt-6 text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" className="text-brand underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
