// Away from the list (planning, a dish's page): says how many changes made without signal
// wait to be saved, so none is lost without a word. Nothing while none waits.
import { ConnectionNote } from '../connection-note.tsx';
import { usePendingWrites } from './use-shopping-outbox.ts';

export function OutboxNote({ className = '' }: { className?: string }) {
  const pending = usePendingWrites();
  if (pending.length === 0) return null;
  return <ConnectionNote pendingCount={pending.length} className={className} />;
}
