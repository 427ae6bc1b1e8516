// What the sign-up screens show instead of a form that would be refused: the app is
// invitation-only, and Request Access is the way in.
import { Link } from 'react-router';
import { errorMessages } from '#domain/error-messages.ts';

export function SignupClosed({ linkUsed = false }: { linkUsed?: boolean }) {
  return (
    <div className="space-y-4 text-sm text-stone-700">
      {linkUsed && <p role="alert">{errorMessages.LINK_INVALID}</p>}
      <p>{errorMessages.SIGNUP_CLOSED}</p>
      <Link
        to="/request-access"
        className="block w-full rounded-lg bg-brand px-4 py-2 text-center font-medium text-white"
      >
        Request Access
      </Link>
    </div>
  );
}
