// Family setup on a new server: instead of starting empty, recreate the family from the
// export made on the old one (Settings → Data → Download Export there).
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessages } from '#domain/errors.ts';
import { useSession } from '#client/session/session.tsx';

export function ImportFamily() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const response = await fetch('/api/family/import', {
        method: 'POST',
        headers: { 'Content-Type': 'application/gzip' },
        body: file,
        credentials: 'same-origin',
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          error?: { message?: string };
        } | null;
        setProblem(body?.error?.message ?? errorMessages.IMPORT_INVALID);
        setBusy(false);
        return;
      }
      await refresh();
      navigate('/dashboard');
    } catch {
      setProblem(errorMessages.SERVER_ERROR);
      setBusy(false);
    }
  };

  return (
    <section className="mt-6 rounded-lg border border-stone-200 p-4 text-sm">
      <h2 className="font-semibold">Moving from another server?</h2>
      <p className="mt-1 text-stone-600">
        Import your family&apos;s export file to bring its members, dishes, meals and list along.
      </p>
      <label className="mt-3 block">
        <span className="sr-only">Family export file</span>
        <input
          type="file"
          accept=".gz,.tar.gz,application/gzip"
          disabled={busy}
          onChange={(event) => void upload(event)}
          aria-label="Family export file"
        />
      </label>
      {problem && (
        <p role="alert" className="mt-2 text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
