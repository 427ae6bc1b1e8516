// zero-cache prints some events over several lines: its context list broken onto lines of
// its own ("[", "  'pid=…',", "] message") and stack traces ("    at …"). The operator's
// log gets one line per event (docs/operations.md, "What an operator sees"): a line that
// starts with white space or "]" continues the one before.
const FLUSH_AFTER_MS = 50;

function isContinuation(line: string): boolean {
  return /^(\s|\])/.test(line);
}

/** A line sink that joins continuation lines, emitting each event once it is complete. */
export function joinedLines(emit: (line: string) => void): (line: string) => void {
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (pending !== null) emit(pending);
    pending = null;
  };
  return (line) => {
    if (pending !== null && isContinuation(line)) {
      pending = `${pending} ${line.trim()}`;
    } else {
      flush();
      pending = line;
    }
    clearTimeout(timer);
    timer = setTimeout(flush, FLUSH_AFTER_MS);
    timer.unref?.();
  };
}
