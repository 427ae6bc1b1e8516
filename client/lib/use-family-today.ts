// "Today" in the family's time zone, re-rendered at the family's next midnight, so a
// page left open overnight (a kitchen tablet) moves to the new day on its own. A device
// that slept re-checks as soon as it is looked at again.
import { useQuery } from '@rocicorp/zero/react';
import { useEffect, useState } from 'react';
import { nextDayStart, todayIn, type IsoDate } from '#domain/time/family-dates.ts';
import { queries } from '#domain/zero/queries.ts';

// Asked on first use, not when the module loads: the first Intl call loads the browser's
// time-zone data (90 ms on a new device in a profile), which would delay Zero's start.
let browserZone: string | undefined;
const browserTimeZone = () => (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
// Timers can drift; never wait longer than this before looking at the clock again.
const MAX_WAIT_MS = 60 * 60_000;

export function useFamilyTimeZone(): string {
  const [family] = useQuery(queries.family.current());
  return family?.time_zone ?? browserTimeZone();
}

export function useFamilyToday(): IsoDate {
  const timeZone = useFamilyTimeZone();
  const [today, setToday] = useState(() => todayIn(timeZone));

  useEffect(() => {
    const check = () => setToday(todayIn(timeZone));
    check();
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const wait = nextDayStart(timeZone) - Date.now();
      timer = setTimeout(
        () => {
          check();
          schedule();
        },
        Math.min(Math.max(wait, 0) + 50, MAX_WAIT_MS),
      );
    };
    schedule();
    const onWake = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('focus', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('focus', check);
    };
  }, [timeZone]);

  return today;
}
