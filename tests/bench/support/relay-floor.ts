// The floor of bench:sync: a bare WebSocket relay between two pages on this machine. Page A
// sends a message, a `ws` server passes it to page B, and B sets a flag on an element; the
// time runs from A's send to B's MutationObserver seeing the flag, as the sync bench's
// clock runs from a click on one device to the change on the other's screen. Everything
// the app adds (the mutator, Postgres, replication, zero-cache, React) is what the
// bench's median has over this one.
import type { Browser, Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

/** The limit of bench:sync's medians, as a multiple of this floor's median. */
export const SYNC_RATIO_LIMIT = 8;

const PAGE = `<!doctype html><p id="row" data-n="-1">row</p><script>
  const row = document.getElementById('row');
  window.__seen = {};
  new MutationObserver(() => {
    window.__seen[row.dataset.n] = performance.timeOrigin + performance.now();
  }).observe(row, { attributes: true });
  window.__socket = new WebSocket('ws://' + location.host);
  window.__socket.onmessage = (event) => { row.dataset.n = event.data; };
</script>`;

async function relayPages(browser: Browser) {
  const server = createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE),
  );
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) =>
    socket.on('message', (data) => {
      for (const other of wss.clients) if (other !== socket) other.send(data.toString());
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const open = async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(url);
    await page.waitForFunction(
      () => (window as unknown as { __socket: WebSocket }).__socket.readyState === 1,
    );
    return page;
  };
  const pages: [Page, Page] = [await open(), await open()];
  const close = async () => {
    for (const page of pages) await page.context().close();
    wss.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { pages, close };
}

export async function measureRelayFloor(browser: Browser, count: number): Promise<number[]> {
  const {
    pages: [a, b],
    close,
  } = await relayPages(browser);
  try {
    const latencies: number[] = [];
    for (let n = 0; n < count; n += 1) {
      const sentAt = await a.evaluate((i) => {
        const at = performance.timeOrigin + performance.now();
        (window as unknown as { __socket: WebSocket }).__socket.send(String(i));
        return at;
      }, n);
      const seen = await b.waitForFunction(
        (i) => (window as unknown as { __seen: Record<string, number> }).__seen[i] ?? false,
        n,
        { polling: 'raf' },
      );
      latencies.push(Number(await seen.jsonValue()) - sentAt);
    }
    return latencies;
  } finally {
    await close();
  }
}
