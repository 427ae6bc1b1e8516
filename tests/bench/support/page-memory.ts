// A page's own memory, through Chrome DevTools Protocol: its JS heap after a full garbage
// collection (what it holds on to, not what it has yet to collect), and its DOM nodes and
// event listeners as the renderer counts them.
import type { CDPSession, Page } from '@playwright/test';

export type PageMemory = { heapMB: number; nodes: number; listeners: number };

export async function pageMemoryProbe(page: Page): Promise<() => Promise<PageMemory>> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
    return {
      heapMB: metric('JSHeapUsedSize') / 2 ** 20,
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
    };
  };
}
