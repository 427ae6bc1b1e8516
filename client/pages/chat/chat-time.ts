// A message's time in the product's 12-hour style without AM/PM (spec §9); earlier days
// also show the date.
export function chatTimestamp(createdAt: number, now: number = Date.now()): string {
  const when = new Date(createdAt);
  const hours = when.getHours() % 12 || 12;
  const time = `${hours}:${String(when.getMinutes()).padStart(2, '0')}`;
  if (when.toDateString() === new Date(now).toDateString()) return time;
  const date = when.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return `${date}, ${time}`;
}
