// The floor of a change between two devices on this machine: two pages joined by a bare
// WebSocket relay, device A flips a checkbox and sends it, device B sets its own and sees
// the change, timed exactly as bench:sync times the app (docs/performance.md).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { WebSocketServer, type WebSocket } from 'ws';

const PAGE = `<!doctype html><input type="checkbox" id="box"><script>
const socket = new WebSocket('ws://' + location.host);
const box = document.getElementById('box');
window.__seen = [];
new MutationObserver(() => window.__seen.push(performance.timeOrigin + performance.now()))
  .observe(box, { attributes: true });
socket.onmessage = (event) => box.setAttribute('data-checked', event.data);
box.addEventListener('change', () => socket.send(String(box.checked)));
window.__ready = new Promise((resolve) => socket.addEventListener('open', resolve));
</script>`;

/** Times `edits` changes from one page to another through a bare relay, in ms. */
export async function measureRelayFloor(browser: Browser, edits: number): Promise<number[]> {
  const server = createServer((_req, res) => res.end(PAGE));
  const sockets = new Set<WebSocket>();
  const relay = new WebSocketServer({ server });
  relay.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('message', (data) => {
      for (const other of sockets) if (other !== socket) other.send(String(data));
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const context = await browser.newContext();
  try {
    const [a, b] = [await context.newPage(), await context.newPage()];
    for (const page of [a, b]) {
      await page.goto(url);
      await page.evaluate(() => (window as unknown as { __ready: Promise<void> }).__ready);
    }
    const latencies: number[] = [];
    for (let i = 0; i < edits; i += 1) {
      const sentAt = await a.evaluate(() => {
        const at = performance.timeOrigin + performance.now();
        document.querySelector<HTMLInputElement>('#box')!.click();
        return at;
      });
      const seen = await b.waitForFunction(
        (since) => (window as unknown as { __seen: number[] }).__seen.find((t) => t >= since),
        sentAt,
        { polling: 'raf', timeout: 5_000 },
      );
      latencies.push(Number(await seen.jsonValue()) - sentAt);
    }
    return latencies;
  } finally {
    await context.close();
    relay.close();
    for (const socket of sockets) socket.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
}
