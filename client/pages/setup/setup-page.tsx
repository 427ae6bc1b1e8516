import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ErrorCode, errorMessages } from '#domain/errors.ts';
import { setupProblem } from '#domain/family/setup-fields.ts';
import { Input, Label, TextArea } from '#client/components/ui/input.tsx';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { ApiError, apiFetch } from '#client/lib/api.ts';
import { useSession } from '#client/session/session.tsx';
import { useSignOut } from '#client/session/use-sign-out.ts';
import { FormSubmit } from '../auth/auth-card.tsx';
import { ImportFamily } from './import-family.tsx';
import { prefetchFamilyPages } from '#client/app/family-page-modules.ts';

// Refusals of a field the person can fix: their words say how.
const SAYS_WHAT_TO_FIX = new Set<string | undefined>([
  ErrorCode.NAME_HAS_LINK,
  ErrorCode.NAME_NOT_SINGLE_LINE,
  ErrorCode.BIRTHDATE_OUT_OF_RANGE,
]);

const EMPTY = { family_name: '', first_name: '', last_name: '', birthdate: '', preferences: '' };

export function SetupPage() {
  const { session, refresh } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const signOut = useSignOut();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // False when this account may not start a family (invitation-only; the server decides).
  const [mayCreate, setMayCreate] = useState(true);

  // The family named in an accepted access-request invitation starts filled in.
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ family_name?: string | null; may_create_family?: boolean } | undefined>(
      '/family/setup',
      { signal: controller.signal },
    )
      .then((saved) => {
        if (saved?.may_create_family === false) setMayCreate(false);
        const name = saved?.family_name;
        if (name)
          setForm((current) => (current.family_name ? current : { ...current, family_name: name }));
      })
      .catch(() => {
        if (!controller.signal.aborted) toast(problemToast('Failed to load setup information'));
      });
    return () => controller.abort();
  }, [toast]);

  if (session?.family_id && !busy) return <Navigate to="/dashboard" replace />;

  const field = (name: keyof typeof EMPTY) => ({
    id: name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = setupProblem(form);
    setProblem(code ? errorMessages[code] : null);
    if (code) return;
    setBusy(true);
    try {
      await apiFetch('/family/setup', {
        method: 'POST',
        body: {
          ...form,
          birthdate: form.birthdate || null,
          time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      });
      await refresh();
      toast({ title: 'Setup Complete' });
      // Stays busy: this page's own redirect (no state) must not replace this one.
      navigate('/dashboard', { state: { firstVisit: true } });
    } catch (error) {
      const closed = error instanceof ApiError && error.code === ErrorCode.FAMILY_SETUP_CLOSED;
      if (closed) setMayCreate(false);
      toast(
        problemToast(
          'Setup Failed',
          closed || (error instanceof ApiError && SAYS_WHAT_TO_FIX.has(error.code))
            ? error.message
            : 'Failed to complete setup. Please try again.',
        ),
      );
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-semibold">Set up your family</h1>
      <p className="mt-1 text-stone-600">Tell us who is planning dinners.</p>
      {!mayCreate && (
        <div className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-6 text-sm">
          <p role="alert">{errorMessages.FAMILY_SETUP_CLOSED}</p>
          <Link to="/request-access" className="text-brand underline">
            Request Access
          </Link>
        </div>
      )}
      {/* The dashboard comes next: its chunks load while the family is named. */}
      <form
        hidden={!mayCreate}
        onSubmit={submit}
        onFocus={prefetchFamilyPages}
        className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-6"
      >
        <div>
          <Label htmlFor="family_name">Family name</Label>
          <Input {...field('family_name')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor="first_name">First name</Label>
            <Input {...field('first_name')} autoComplete="given-name" />
          </div>
          <div>
            <Label htmlFor="last_name">Last name</Label>
            <Input {...field('last_name')} autoComplete="family-name" />
          </div>
        </div>
        <div>
          <Label htmlFor="birthdate">Birthdate</Label>
          <Input {...field('birthdate')} type="date" />
        </div>
        <div>
          <Label htmlFor="preferences">Preferences</Label>
          <TextArea
            {...field('preferences')}
            rows={3}
            placeholder="Cooking preferences, dietary restrictions, allergies"
          />
        </div>
        <FormSubmit problem={problem} busy={busy} label="Complete Setup" busyLabel="Saving..." />
      </form>
      {/* The way out for someone who signed in with the wrong account, or wants to join
          a family by invitation instead. */}
      <ImportFamily />
      <p className="mt-4 text-center text-sm text-stone-600">
        Signed in as {session?.email}.{' '}
        <button type="button" onClick={() => void signOut()} className="text-brand underline">
          Sign out
        </button>
      </p>
    </div>
  );
}
