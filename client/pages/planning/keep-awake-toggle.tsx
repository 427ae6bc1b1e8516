// "Keep screen on" for the kitchen tablet that shows the plan all day. The choice is this
// device's own (a phone should not stay on), so it is kept in localStorage.
import { useState } from 'react';
import { useWakeLock, WAKE_LOCK_FALLBACK } from '#client/lib/use-wake-lock.ts';

const KEY = 'fdp.planning.keepAwake';

export function KeepAwakeToggle() {
  const [wanted, setWanted] = useState(() => localStorage.getItem(KEY) === 'true');
  const state = useWakeLock(wanted);
  const change = (value: boolean) => {
    setWanted(value);
    localStorage.setItem(KEY, String(value));
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label className="inline-flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand"
          checked={wanted}
          onChange={(event) => change(event.target.checked)}
        />
        Keep screen on
      </label>
      {wanted && (state === 'unsupported' || state === 'refused') && (
        <span role="note" className="text-amber-800">
          {WAKE_LOCK_FALLBACK}
        </span>
      )}
    </div>
  );
}
