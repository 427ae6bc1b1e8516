// A message's time in the product's 12-hour style without AM/PM (docs/spec.md §9), on the family's
// clock wherever the device is; earlier days also show the date.
import { todayIn } from '#domain/time/family-dates.ts';
import { hour12, safeZone, wallClock } from '#domain/time/zoned-time.ts';

export function chatTimestamp(createdAt: number, timeZone: string, now: number = Date.now()) {
  const zone = safeZone(timeZone);
  const { hour, minute } = wallClock(createdAt, zone);
  const time = `${hour12(hour)}:${String(minute).padStart(2, '0')}`;
  if (todayIn(zone, createdAt) === todayIn(zone, now)) return time;
  const date = new Date(createdAt).toLocaleDateString('en-US', {
    timeZone: zone,
    month: 'short',
    day: 'numeric',
  });
  return `${date}, ${time}`;
}
