// Splits each edit's time between devices into the hops the server process sees
// (server/http/hop-timing.ts), for bench:sync's table (docs/performance.md).
import { observeHops, type Hop } from '#server/http/hop-timing.ts';
import { percentile } from './bench-kit.ts';

const HOPS: Hop[] = [
  'push-relayed',
  'mutate-received',
  'checks-done',
  'mutator-done',
  'committed',
  'poke-relayed',
];

const LABELS: Record<Hop | 'painted', string> = {
  'push-relayed': 'click on A -> push at the app',
  'mutate-received': 'push -> zero-cache calls /api/zero/mutate',
  'checks-done': 'session, account, client-group checks',
  'mutator-done': 'transaction begun, mutator run',
  committed: 'commit and answer',
  'poke-relayed': 'replication, replica, poke at the app',
  painted: 'poke -> painted on B',
};

export type EditSpan = { sentAt: number; seenAt: number };

/** Starts recording hops; `table` splits the given edits by what was recorded meanwhile. */
export function recordHops() {
  const marks: { hop: Hop; at: number }[] = [];
  observeHops((hop, at) => marks.push({ hop, at }));
  return {
    stop: () => observeHops(null),
    /** Per hop, the median and p95 of its share of each edit (ms). */
    table(edits: EditSpan[]): string {
      const shares = new Map<string, number[]>();
      for (const edit of edits) {
        let from = edit.sentAt;
        let complete = true;
        const row: [string, number][] = [];
        for (const hop of HOPS) {
          const mark = marks.find((m) => m.hop === hop && m.at >= from && m.at <= edit.seenAt);
          if (!mark) {
            complete = false;
            break;
          }
          row.push([hop, mark.at - from]);
          from = mark.at;
        }
        if (!complete) continue;
        row.push(['painted', edit.seenAt - from]);
        for (const [hop, ms] of row) shares.set(hop, [...(shares.get(hop) ?? []), ms]);
      }
      const lines = [...shares].map(([hop, values]) => {
        const sorted = values.sort((x, y) => x - y);
        const label = LABELS[hop as Hop | 'painted'].padEnd(44);
        return `  ${label} median ${percentile(sorted, 50).toFixed(1).padStart(6)} ms, p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms`;
      });
      const n = shares.get('painted')?.length ?? 0;
      return [
        `  hops of ${n} of ${edits.length} edits (the rest crossed another mark):`,
        ...lines,
      ].join('\n');
    },
  };
}
