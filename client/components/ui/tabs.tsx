// The one tab set of the app: a row of tabs and their panels, styled as a segmented control
// ('pills') or an underlined bar ('underline'). The WAI-ARIA tabs pattern as Radix Tabs had
// it (roles, ids, one tab in the Tab order, arrow keys, Home and End, a tab focused is
// shown, an inactive panel is not rendered), written here: Radix's tabs with their roving
// focus and collection were 6 KB of every page with tabs, which put the planning page over
// its first-load budget (docs/performance.md, "Page weight").
import {
  createContext,
  useContext,
  useId,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

export type Tab = { value: string; label: ReactNode; content: ReactNode };

const STYLES = {
  pills: {
    root: 'space-y-4',
    list: 'inline-flex rounded-lg bg-stone-100 p-1',
    trigger:
      'min-h-11 rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 md:min-h-0 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm',
    content: '',
  },
  underline: {
    root: 'mt-4',
    // Wrapped on a phone: five Settings tabs in one row made the page 453 px wide.
    list: 'flex flex-wrap gap-x-1 border-b border-stone-200',
    trigger:
      '-mb-px min-h-11 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-stone-600 data-[state=active]:border-brand data-[state=active]:text-brand-dark',
    content: 'pt-6',
  },
} as const;

// A tab pressed with the mouse is focused as a click would focus it, so that the focus
// ring stays for the keyboard only (seen in the Settings screenshots).
function focusWithoutRing(event: MouseEvent<HTMLButtonElement>) {
  if (event.button === 0) event.currentTarget.focus({ focusVisible: false });
}

type Look = keyof typeof STYLES;
type Controlled = {
  /** Uncontrolled: the tab shown first. */
  defaultValue?: string;
  /** Controlled: e.g. kept in the address. */
  value?: string;
  onValueChange?: (value: string) => void;
};

type TabsState = { value: string | undefined; select: (value: string) => void; id: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs need a TabRoot');
  return state;
}

const idOf = (base: string, part: 'tab' | 'panel', value: string) =>
  `${base}-${part}-${value.replace(/\s/g, '_')}`;

/** The tabs' state; its list and panels may sit anywhere inside (the planning page's header). */
export function TabRoot(props: Controlled & { className?: string; children: ReactNode }) {
  const [own, setOwn] = useState(props.defaultValue);
  const value = props.value ?? own;
  const select = (next: string) => {
    if (next === value) return;
    setOwn(next);
    props.onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value, select, id: useId() }}>
      <div className={props.className}>{props.children}</div>
    </TabsContext.Provider>
  );
}

// Arrow keys go round the row; Home and End to its ends.
const STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  // The tab focused is the tab shown (its onFocus selects it).
  tabs[step(at, tabs.length)]?.focus();
}

export function TabList(props: {
  label: string;
  tabs: readonly Omit<Tab, 'content'>[];
  look: Look;
}) {
  const style = STYLES[props.look];
  const tabs = useTabs();
  return (
    <div
      role="tablist"
      aria-label={props.label}
      aria-orientation="horizontal"
      className={style.list}
      onKeyDown={moveFocus}
    >
      {props.tabs.map((tab) => {
        const active = tab.value === tabs.value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={idOf(tabs.id, 'tab', tab.value)}
            aria-selected={active}
            aria-controls={idOf(tabs.id, 'panel', tab.value)}
            data-state={active ? 'active' : 'inactive'}
            // Only the tab shown is in the Tab order; the arrow keys reach the others.
            tabIndex={active ? 0 : -1}
            className={style.trigger}
            onMouseDown={focusWithoutRing}
            onFocus={() => tabs.select(tab.value)}
            onClick={() => tabs.select(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel(props: { value: string; look: Look; children: ReactNode }) {
  const tabs = useTabs();
  if (props.value !== tabs.value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.id, 'panel', props.value)}
      aria-labelledby={idOf(tabs.id, 'tab', props.value)}
      data-state="active"
      tabIndex={0}
      className={STYLES[props.look].content || undefined}
    >
      {props.children}
    </div>
  );
}

/** A row of tabs with their panels under it. */
export function TabSet(props: Controlled & { label: string; tabs: readonly Tab[]; look: Look }) {
  return (
    <TabRoot {...props} className={STYLES[props.look].root}>
      <TabList label={props.label} tabs={props.tabs} look={props.look} />
      {props.tabs.map((tab) => (
        <TabPanel key={tab.value} value={tab.value} look={props.look}>
          {tab.content}
        </TabPanel>
      ))}
    </TabRoot>
  );
}
