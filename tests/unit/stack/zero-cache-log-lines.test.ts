// zero-cache's multi-line events reach the operator's log as one line each
// (server/stack/zero-cache-log-lines.ts), with lines as zero-cache 1.9 prints them.
import { describe, expect, it } from 'vitest';
import { joinedLines } from '#server/stack/zero-cache-log-lines.ts';

async function run(lines: string[]): Promise<string[]> {
  const out: string[] = [];
  const sink = joinedLines((line) => out.push(line));
  for (const line of lines) sink(line);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return out;
}

describe('zero-cache log lines', () => {
  it('joins a context list broken over lines, and a stack trace, to the line they belong to', async () => {
    expect(
      await run([
        '2026-11-27T18:51:11.211+00:00 [',
        "  'pid=24396',",
        "  'worker=change-streamer',",
        "  'initSchema=zero_0/cdc'",
        '] Checking schema for compatibility with change-streamer at schema v6',
        '2026-11-27T18:51:11.338+00:00 pid=1,worker=runner average ping: 0.86 ms',
        'Error: boom',
        '    at run (file:///x.js:1:1)',
      ]),
    ).toEqual([
      "2026-11-27T18:51:11.211+00:00 [ 'pid=24396', 'worker=change-streamer', 'initSchema=zero_0/cdc' ] Checking schema for compatibility with change-streamer at schema v6",
      '2026-11-27T18:51:11.338+00:00 pid=1,worker=runner average ping: 0.86 ms',
      'Error: boom at run (file:///x.js:1:1)',
    ]);
  });
});
