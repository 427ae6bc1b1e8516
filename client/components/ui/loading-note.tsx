// Shown where a list would say it is empty until Zero's first complete answer (useQuery's
// result type 'complete'). On a new device the family's rows arrive seconds after the
// first paint; an empty state before them ("No dishes found") read as a lost library
// (docs/performance.md, "Loading before empty").
export function LoadingNote({ label, className = '' }: { label: string; className?: string }) {
  return (
    <p
      role="status"
      data-testid="loading-state"
      className={`flex items-center justify-center gap-2 text-sm text-stone-500 ${className}`}
    >
      <span className="h-4 w-4 animate-spin rounded-full border-2 border-stone-300 border-t-brand" />
      {label}
    </p>
  );
}
