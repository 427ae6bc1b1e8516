// Wall-clock times in an IANA time zone, turned into instants and back with Intl alone
// (no date library). Dates are 'YYYY-MM-DD' strings (day arithmetic lives in
// family-dates.ts), instants are epoch ms.

/** True for an IANA zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Zones the runtime does not know fall back to UTC rather than failing a page. */
export function safeZone(timeZone: string): string {
  return isTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The hour on the product's 12-hour clock without AM/PM (docs/spec.md §9 'Time display'): 0 is 12. */
export function hour12(hour: number): number {
  return hour % 12 || 12;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone, as numbers. */
export function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Milliseconds a zone's wall clock is ahead of UTC at an instant (negative west of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The date of an instant in UTC (how all-day events are dated). */
export function utcDate(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/**
 * The instant a wall-clock time on a date happens in a zone. The zone's offsets a day
 * before and after give the candidates (no zone changes offset twice in two days); a time
 * that exists twice (fall-back night) is the first, a time skipped by a spring-forward
 * change lands after the gap as clocks would show it.
 */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const day = 24 * 60 * 60 * 1000;
  const before = zoneOffsetMs(wall - day, timeZone);
  const after = zoneOffsetMs(wall + day, timeZone);
  const valid = [wall - before, wall - after].filter(
    (instant) => zoneOffsetMs(instant, timeZone) === wall - instant,
  );
  return valid.length ? Math.min(...valid) : wall - before;
}
