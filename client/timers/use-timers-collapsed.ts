// Whether the timer bar is folded to one line: this device's own choice (a phone may fold
// what the kitchen tablet shows), kept in localStorage like "Keep screen on". Until a
// device chooses, a phone (below 768 px, where the bar's rows stack) starts folded: two
// unfolded timers took half of a 390x844 screen (docs/accessibility.md, "Timers").
import { useState } from 'react';

const KEY = 'fdp.timers.collapsed';
const PHONE = '(max-width: 767px)';

export function useTimersCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => {
    const chosen = localStorage.getItem(KEY);
    return chosen === null ? window.matchMedia(PHONE).matches : chosen === 'true';
  });
  const change = (value: boolean) => {
    setCollapsed(value);
    localStorage.setItem(KEY, String(value));
  };
  return [collapsed, change];
}
