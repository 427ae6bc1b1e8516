import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <Link to="/" className="text-sm font-bold text-brand">
          Family Dinner Planner
        </Link>
        <h1 className="mt-2 mb-6 text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** A form's last lines: what went wrong, if anything, and its full-width submit button. */
export function FormSubmit({
  problem,
  busy,
  label,
  busyLabel,
}: {
  problem: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <FormError message={problem} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
