// Splits each edit's time between devices into the hops the server process sees
// (server/http/hop-timing.ts), for bench:sync's table (docs/performance.md), and one it
// sees from outside: zero-cache writing the change into its SQLite replica, seen as the
// replica's write-ahead log changing on disk (a file watch: no polling, nothing added to
// zero-cache's path). What follows that write is zero-cache's view-syncer: it advances the
// queries, flushes its client view records (CVR) to Postgres and only then ends the poke.
// The flush is timed by zero-cache itself: at log level info it logs each one with its
// duration ("flushed cvr@… in (x ms)"), which bench:sync hands to `zeroCacheLine`.
import { watch } from 'node:fs';
import { observeHops, type Hop as ServerHop } from '#server/http/hop-timing.ts';
import { percentile } from './bench-kit.ts';
import { cvrFlushOf } from './zero-cache-log-times.ts';

type Hop = ServerHop | 'replica-written' | 'cvr-flush-begun' | 'cvr-flushed';

const HOPS: Hop[] = [
  'push-relayed',
  'mutate-received',
  'checks-done',
  'mutator-done',
  'committed',
  'replica-written',
  'cvr-flush-begun',
  'cvr-flushed',
  'poke-relayed',
];

const LABELS: Record<Hop | 'painted', string> = {
  'push-relayed': 'click on A -> push at the app',
  'mutate-received': 'push -> zero-cache calls /api/zero/mutate',
  'checks-done': 'session, account, client-group checks',
  'mutator-done': 'transaction begun, mutator run',
  committed: 'commit and answer',
  'replica-written': 'logical replication, into zero-cache replica',
  'cvr-flush-begun': 'view-syncer: queries advanced over it',
  'cvr-flushed': 'view-syncer: CVR flush (Postgres commit)',
  'poke-relayed': 'view-syncer: poke ended, at the app',
  painted: 'poke -> painted on B',
};

export type EditSpan = { sentAt: number; seenAt: number };

const now = () => performance.timeOrigin + performance.now();

/**
 * Starts recording hops; `table` splits the given edits by what was recorded meanwhile.
 * `dataDir`: the stack's, whose zero-replica.db's log files are watched.
 */
export function recordHops(dataDir: string) {
  const marks: { hop: Hop; at: number }[] = [];
  observeHops((hop, at) => marks.push({ hop, at }));
  // Zero's SQLite runs in wal2 mode: two log files, written in turn.
  const replica = watch(dataDir, (_event, file) => {
    if (file?.startsWith('zero-replica.db-wal')) marks.push({ hop: 'replica-written', at: now() });
  });
  return {
    /** A line of zero-cache's log (level info): its CVR flushes become two marks. */
    zeroCacheLine(line: string) {
      const flush = cvrFlushOf(line);
      if (!flush) return;
      marks.push({ hop: 'cvr-flush-begun', at: flush.begun });
      marks.push({ hop: 'cvr-flushed', at: flush.flushed });
    },
    stop: () => {
      observeHops(null);
      replica.close();
    },
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
