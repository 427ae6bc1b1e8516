// A page's synced regions appear together, in one frame (docs/performance.md, "Nothing
// moves"). Opened cold, a page's cards each got their rows at a different moment and
// grew one after the other, pushing what was below them down: the dashboard's layout
// shift was 0.55 on a phone. Inside a gate, each region reports whether it has something
// to show; until all have (or MAX_WAIT_MS passed), the regions are laid out of sight
// (display: none, so nothing of theirs can move) and one loading note stands for them.
// Reports run in layout effects: with the rows already on the device the gate opens
// before the first paint. Offline (no network, or Zero gave up reaching the server) the
// gate opens at once: the device shows what it holds, as it did before.
// Once open it stays open: later changes are the family's own.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { useConnectionState } from '@rocicorp/zero/react';
import { useBrowserOnline } from '#client/health/use-browser-online.ts';
import { connectionFailed } from '#client/zero/connection-failed.ts';
import { LoadingNote } from './loading-note.tsx';

type Report = (id: string, ready: boolean | undefined) => void;

const GateContext = createContext<Report | null>(null);

/** The longest the regions wait for each other before each shows what it has. */
export const MAX_WAIT_MS = 3000;

export function LoadGate(props: {
  label: string;
  className?: string;
  /** How long the regions wait at most; MAX_WAIT_MS unless said. */
  maxWaitMs?: number;
  children: ReactNode;
}) {
  const [states, setStates] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const [opened, setOpened] = useState(false);
  const report = useCallback<Report>((id, ready) => {
    setStates((before) => {
      if (before.get(id) === ready) return before;
      const after = new Map(before);
      if (ready === undefined) after.delete(id);
      else after.set(id, ready);
      return after;
    });
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLongEnough(true), props.maxWaitMs ?? MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [props.maxWaitMs]);
  const connection = useConnectionState();
  const browserOnline = useBrowserOnline();
  const offline = connectionFailed(connection) || !browserOnline;
  const allReady = states.size > 0 && [...states.values()].every(Boolean);
  const open = opened || allReady || waitedLongEnough || offline;
  useLayoutEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return (
    <GateContext.Provider value={report}>
      {!open && <LoadingNote label={props.label} className="py-12" />}
      <div className={props.className} style={open ? undefined : { display: 'none' }}>
        {props.children}
      </div>
    </GateContext.Provider>
  );
}

/** For a region the gate's own component holds: reports as useLoadGate does. */
export function LoadGateReport({ ready }: { ready: boolean }) {
  useLoadGate(ready);
  return null;
}

/** Tells the surrounding gate (if any) whether this region has something to show. */
export function useLoadGate(ready: boolean) {
  const report = useContext(GateContext);
  const id = useId();
  useLayoutEffect(() => report?.(id, ready), [report, id, ready]);
  useLayoutEffect(() => () => report?.(id, undefined), [report, id]);
}
