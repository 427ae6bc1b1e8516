// The timer bar's height as the CSS variable --timer-bar-height on the page, for screens
// sized to the window (the chat): with a timer running, their input went below the fold.
import { useEffect, type RefObject } from 'react';

export function useTimerBarHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--timer-bar-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--timer-bar-height');
    };
  }, [bar]);
}
