// A browser context whose network, sync socket included, can be cut and restored: a
// phone in a shop without signal.
import type { BrowserContext, WebSocketRoute } from '@playwright/test';

// Chromium's offline mode leaves open WebSockets working, so the sync socket is cut here.
export async function cuttableNetwork(context: BrowserContext) {
  let offline = false;
  let serverDown = false;
  const sockets = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await context.routeWebSocket(/\/sync\//, (ws) => {
    if (offline || serverDown) {
      void ws.close();
      return;
    }
    sockets.add({ page: ws, server: ws.connectToServer() });
  });
  return {
    async goOffline() {
      offline = true;
      await context.setOffline(true);
      for (const socket of sockets) {
        await socket.server.close();
        await socket.page.close();
      }
      sockets.clear();
    },
    async goOnline() {
      offline = false;
      serverDown = false;
      await context.setOffline(false);
    },
    /** The phone keeps its network, but the sync server does not answer (it is down). */
    async stopServer() {
      serverDown = true;
      for (const socket of sockets) {
        await socket.server.close();
        await socket.page.close();
      }
      sockets.clear();
    },
  };
}
