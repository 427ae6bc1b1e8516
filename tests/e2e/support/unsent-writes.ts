// A busy phone whose writes have not left yet when the page goes: Zero's pushes on the sync
// socket are dropped while `dropping` is on, as a push still waiting in a page that is
// reloaded is never sent. Everything else goes straight on, both ways.
import type { BrowserContext } from '@playwright/test';

export async function unsentWrites(context: BrowserContext) {
  let dropping = true;
  const dropped: string[] = [];
  await context.routeWebSocket(/\/sync\//, (page) => {
    const server = page.connectToServer();
    page.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      if (dropping && text.startsWith('["push"')) dropped.push(text);
      else server.send(message);
    });
    server.onMessage((message) => page.send(message));
  });
  return {
    /** The pushes dropped so far (Zero's JSON messages). */
    dropped: () => [...dropped],
    /** Later pushes go through. */
    stop() {
      dropping = false;
    },
  };
}
