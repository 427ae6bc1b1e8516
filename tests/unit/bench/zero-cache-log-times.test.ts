import { describe, expect, it } from 'vitest';
import { cvrFlushOf, queriesProcessedOf } from '../../bench/support/zero-cache-log-times.ts';

// Lines as zero-cache 1.9 prints them at log level info, once its context list is joined
// onto one line (server/stack/zero-cache-log-lines.ts).
const FLUSH =
  "[zero-cache] 2026-11-28T04:16:02.973+00:00 [ 'pid=29061', 'worker=syncer', 'cvrFlushID=29' ] " +
  'flushed cvr@4hl9og {"instances":1,"queries":2,"rows":1,"statements":4} in (25.280194999999367 ms)';

describe('cvrFlushOf', () => {
  it('reads when a CVR flush ended and began from its log line', () => {
    const flush = cvrFlushOf(FLUSH);
    const ended = Date.parse('2026-11-28T04:16:02.973Z') + 0.5;
    expect(flush?.flushed).toBe(ended);
    expect(flush?.begun).toBeCloseTo(ended - 25.28, 2);
  });

  it('ignores every other line', () => {
    expect(cvrFlushOf(FLUSH.replace('flushed cvr', 'loaded cvr'))).toBeNull();
    expect(cvrFlushOf('[zero-cache] flushed 303 rows@51gw6h4 (88.5 ms)')).toBeNull();
    expect(queriesProcessedOf(FLUSH)).toBeNull();
  });
});

describe('queriesProcessedOf', () => {
  it('reads when a client group had its queries hydrated, and how long it took', () => {
    const line =
      "[zero-cache] 2026-11-28T04:11:56.912+00:00 [ 'pid=25189', 'lock=pts406gpi7' ] " +
      'finished processing queries (process: 42.8795420000024 ms, wall: 68.60360299999957 ms)';
    expect(queriesProcessedOf(line)).toEqual({
      at: Date.parse('2026-11-28T04:11:56.912Z') + 0.5,
      processMs: 42.8795420000024,
      wallMs: 68.60360299999957,
    });
  });
});
