// Away from the list (planning, a dish's page): says how many changes made without signal
// wait to be saved, so none is lost without a word. Nothing while none waits, and its code
// is fetched only then: those pages' first download stays within its budget
// (tests/e2e/page-weight.spec.ts; the service worker keeps every chunk for offline use).
import { lazyComponent } from '#client/components/lazy-component.tsx';
import { usePendingWrites } from './use-family-outbox.ts';

const ConnectionNote = lazyComponent(() =>
  import('#client/pages/shopping/connection-note.tsx').then((module) => module.ConnectionNote),
);

export function OutboxNote({ className = '' }: { className?: string }) {
  const pending = usePendingWrites();
  if (pending.length === 0) return null;
  return <ConnectionNote pendingCount={pending.length} className={className} />;
}
