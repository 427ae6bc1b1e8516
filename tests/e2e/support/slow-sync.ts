// A device whose sync socket answers late: what the server sends is held until the test
// lets it through, as on a new phone whose first sync takes seconds (docs/performance.md,
// "Loading before empty"), or, from `hold()` on, as on a slow phone whose writes take
// seconds to be confirmed. What the page sends goes straight on.
import type { BrowserContext } from '@playwright/test';

export async function slowSync(context: BrowserContext, { holding: fromStart = true } = {}) {
  let holding = fromStart;
  const held: Array<() => void> = [];
  await context.routeWebSocket(/\/sync\//, (page) => {
    const server = page.connectToServer();
    page.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (holding) held.push(() => page.send(message));
      else page.send(message);
    });
  });
  return {
    /** Holds what the server sends from now on, until `release()`. */
    hold() {
      holding = true;
    },
    /** Lets the held answers through, in order, and every later one at once. */
    release() {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
}

/** Records, from the first paint on, whether any of `texts` was ever on the page. */
export async function watchForTexts(context: BrowserContext, texts: readonly string[]) {
  await context.addInitScript(
    (watched: string[]) => {
      const seen = new Set<string>();
      (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
      const look = () => {
        const text = document.body?.innerText ?? '';
        for (const wanted of watched) if (text.includes(wanted)) seen.add(wanted);
      };
      new MutationObserver(look).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    },
    [...texts],
  );
}
