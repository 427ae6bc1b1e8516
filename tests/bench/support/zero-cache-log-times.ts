// zero-cache at log level info times some of its own work and logs it; the benches read
// those lines to say where a change's or a new device's time goes inside zero-cache
// (docs/performance.md). Lines as zero-cache 1.9 prints them, context joined onto one line
// (server/stack/zero-cache-log-lines.ts):
//   [zero-cache] 2026-11-28T04:16:02.973+00:00 [ … ] flushed cvr@4hl9og {…} in (25.28 ms)
//   [zero-cache] 2026-11-28T04:11:56.912+00:00 [ … ] finished processing queries (process: 42.9 ms, wall: 68.6 ms)
const TIME = String.raw`(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d)`;
const CVR_FLUSHED = new RegExp(`${TIME} .*flushed cvr@\\S+ .* in \\(([\\d.]+) ms\\)`);
const QUERIES_PROCESSED = new RegExp(
  `${TIME} .*finished processing queries \\(process: ([\\d.]+) ms, wall: ([\\d.]+) ms\\)`,
);

// The log's time is cut to the millisecond: the middle of that millisecond.
const timeOf = (text: string) => Date.parse(text) + 0.5;

/** The start and end (wall clock, ms) of a CVR flush, or null for any other line. */
export function cvrFlushOf(line: string): { begun: number; flushed: number } | null {
  const match = CVR_FLUSHED.exec(line);
  if (!match) return null;
  const flushed = timeOf(match[1]!);
  return { begun: flushed - Number(match[2]), flushed };
}

/**
 * A client group's queries added and hydrated (a new device's first sync): when it ended,
 * its wall time (transforming, hydrating, flushing the CVR) and the CPU time within it.
 */
export function queriesProcessedOf(
  line: string,
): { at: number; wallMs: number; processMs: number } | null {
  const match = QUERIES_PROCESSED.exec(line);
  if (!match) return null;
  return { at: timeOf(match[1]!), processMs: Number(match[2]), wallMs: Number(match[3]) };
}
