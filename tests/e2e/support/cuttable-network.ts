// A browser context whose network, sync socket included, can be cut and restored: a
// phone in a shop without signal.
import type { BrowserContext, WebSocketRoute } from '@playwright/test';

// Chromium's offline mode leaves open WebSockets working, so the sync socket is cut here.
export async function cuttableNetwork(context: BrowserContext) {
  let offline = false;
  const sockets = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await context.routeWebSocket(/\/sync\//, (ws) => {
    if (offline) {
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
      await context.setOffline(false);
    },
  };
}
