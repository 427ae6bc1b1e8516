// A page's JS heap written out as a .heapsnapshot file (the format Chrome DevTools opens),
// after a full garbage collection, through Chrome DevTools Protocol. bench:soak takes one of
// each page at its first measured minute and its last when BENCH_SOAK_SNAPSHOTS names a
// folder; `node tests/bench/heap-diff.ts a b` then says which objects accumulated.
import type { Page } from '@playwright/test';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export async function writeHeapSnapshot(page: Page, file: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const out = createWriteStream(file);
  try {
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => out.write(chunk));
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    await cdp.send('HeapProfiler.disable');
  } finally {
    out.end();
    await once(out, 'finish');
    await cdp.detach();
  }
}
