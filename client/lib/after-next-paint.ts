// Runs work after the browser has painted what the current event changed, so that a tap's
// own feedback is on screen in the next frame and the heavier work it starts (a write that
// re-sorts a list of 300) comes after it instead of holding that frame back.

/** A hidden tab runs no animation frames: the work still runs, at the latest after this. */
const LATEST_MS = 100;

export function afterNextPaint(work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  // The frame's callbacks run just before it is painted; the task after them runs after.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, LATEST_MS);
}
