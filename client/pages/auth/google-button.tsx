// Continue with Google: a full-page redirect through the server, which comes back to
// /dashboard (signed in) or to this screen with google_error (docs/spec.md §7 Identity provider).
import { Button } from '#client/components/ui/button.tsx';
import { useAuthOptions } from '#client/lib/use-auth-options.ts';

export function GoogleButton({ intent }: { intent: 'signin' | 'signup' }) {
  const { google } = useAuthOptions();
  if (!google) return null;
  return (
    <>
      <div className="my-4 flex items-center gap-3 text-xs text-stone-500">
        <span className="h-px flex-1 bg-stone-200" />
        or
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => window.location.assign(`/api/auth/google?intent=${intent}`)}
      >
        Continue with Google
      </Button>
    </>
  );
}
