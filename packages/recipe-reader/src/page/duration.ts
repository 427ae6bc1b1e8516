/**
 * Recipe durations → whole minutes. Schema.org asks for ISO-8601 (`PT1H30M`), but pages
 * also publish `P0DT0H45M`, fractional parts (`PT1.5H`), bare minute counts and, in
 * microdata or plugin markup, human text such as "1 hr 15 mins".
 */

const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const num = (s: string | undefined): number => (s ? Number(s.replace(',', '.')) : 0);

/** Minutes in an ISO-8601 duration, or undefined when it is not one. */
export function parseIsoDuration(value: string): number | undefined {
  const m = ISO.exec(value.trim());
  if (!m || value.trim().length <= 1) return undefined;
  const [, y, mo, w, d, h, min, s] = m;
  // Years and months only appear in malformed data; approximate rather than reject.
  const minutes =
    num(y) * 525600 +
    num(mo) * 43200 +
    num(w) * 10080 +
    num(d) * 1440 +
    num(h) * 60 +
    num(min) +
    num(s) / 60;
  return Math.round(minutes);
}

const HUMAN_UNITS: [RegExp, number][] = [
  [/(\d+(?:[.,]\d+)?)\s*(?:d|days?|dage?|tage?|jours?|d[ií]as?|giorni|dagen)\b/i, 1440],
  [/(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?|std|stunden?|heures?|horas?|ore|uur|timer?|óra)\b/i, 60],
  [/(\d+(?:[.,]\d+)?)\s*(?:m|mins?|minutes?|minuten?|minutos?|minuti|minutter|perc)\b/i, 1],
];

/** Minutes in text such as "1 hour 20 mins" or "45 min"; undefined when nothing matches. */
export function parseHumanDuration(value: string): number | undefined {
  let total = 0;
  let found = false;
  for (const [re, factor] of HUMAN_UNITS) {
    const m = re.exec(value);
    if (m?.[1]) {
      total += num(m[1]) * factor;
      found = true;
    }
  }
  return found ? Math.round(total) : undefined;
}

/** Any duration representation → positive minutes, or undefined when unknown or zero. */
export function toMinutes(value: unknown): number | undefined {
  let minutes: number | undefined;
  if (typeof value === 'number' && Number.isFinite(value)) minutes = Math.round(value);
  else if (typeof value === 'string') {
    const v = value.trim();
    if (/^\d+$/.test(v)) minutes = Number(v);
    else minutes = parseIsoDuration(v) ?? parseHumanDuration(v);
  }
  return minutes !== undefined && minutes > 0 ? minutes : undefined;
}
