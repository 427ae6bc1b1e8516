// Whether the timer bar is collapsed: this device's own choice (a phone may hide what the
// kitchen tablet shows), kept in localStorage like "Keep screen on".
import { useState } from 'react';

const KEY = 'fdp.timers.collapsed';

export function useTimersCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(KEY) === 'true');
  const change = (value: boolean) => {
    setCollapsed(value);
    localStorage.setItem(KEY, String(value));
  };
  return [collapsed, change];
}
