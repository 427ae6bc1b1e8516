// Keeps the screen on while `enabled` (cook mode, a planning page on the kitchen tablet),
// with the Screen Wake Lock API. The browser drops the lock whenever the page is hidden,
// so it is asked for again each time the page comes back.
import { useEffect, useState } from 'react';

export type WakeLockState = 'off' | 'on' | 'unsupported' | 'refused';

export function useWakeLock(enabled: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'off' : 'unsupported');

  useEffect(() => {
    if (!enabled || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) return void lock.release();
        sentinel = lock;
        setState('on');
        lock.addEventListener('release', () => {
          if (!stopped) setState('off');
        });
      } catch {
        // Refused (battery saver, a policy) or not allowed in this context.
        if (!stopped) setState('refused');
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (!sentinel || sentinel.released))
        void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
      setState('off');
    };
  }, [enabled, supported]);

  return enabled ? state : supported ? 'off' : 'unsupported';
}

/** What the page says when the screen cannot be kept on. */
export const WAKE_LOCK_FALLBACK =
  'This device cannot keep its screen on from the browser. Set a longer screen timeout in its settings while you cook.';
