// The list page's way to the family's staples and to the pantry check; the dialogs load
// only when opened.
import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useSyncedPantryCheck } from './week-meals.ts';

const StaplesDialog = lazy(() =>
  import('./staples-dialog.tsx').then((m) => ({ default: m.StaplesDialog })),
);
const PantryCheckDialog = lazy(() =>
  import('./pantry-check-dialog.tsx').then((m) => ({ default: m.PantryCheckDialog })),
);

export function PantryButtons() {
  const [open, setOpen] = useState<'staples' | 'check' | null>(null);
  // Synced before the shop, so the pantry check asks its questions without signal.
  useSyncedPantryCheck();
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" className="h-11" onClick={() => setOpen('check')}>
        Pantry Check
      </Button>
      <Button variant="secondary" className="h-11" onClick={() => setOpen('staples')}>
        Staples
      </Button>
      <Suspense fallback={null}>
        {open === 'staples' && <StaplesDialog onClose={close} />}
        {open === 'check' && <PantryCheckDialog onClose={close} />}
      </Suspense>
    </div>
  );
}
