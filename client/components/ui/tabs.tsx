// The one tab set of the app (Radix Tabs: arrow keys, roles): a row of tabs and their
// panels, styled as a segmented control ('pills') or an underlined bar ('underline').
import * as Tabs from '@radix-ui/react-tabs';
import type { MouseEvent, ReactNode } from 'react';

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

// Radix focuses a pressed tab from script, which browsers count as keyboard-like focus:
// the focus ring stayed on after a mouse click (seen in the Settings screenshots). Focused
// first here, as a click would, the tab keeps the ring for the keyboard only.
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

/** The tabs' state; its list and panels may sit anywhere inside (the planning page's header). */
export function TabRoot(props: Controlled & { className?: string; children: ReactNode }) {
  return (
    <Tabs.Root
      defaultValue={props.defaultValue}
      value={props.value}
      onValueChange={props.onValueChange}
      className={props.className}
    >
      {props.children}
    </Tabs.Root>
  );
}

export function TabList(props: {
  label: string;
  tabs: readonly Omit<Tab, 'content'>[];
  look: Look;
}) {
  const style = STYLES[props.look];
  return (
    <Tabs.List aria-label={props.label} className={style.list}>
      {props.tabs.map((tab) => (
        <Tabs.Trigger
          key={tab.value}
          value={tab.value}
          className={style.trigger}
          onMouseDown={focusWithoutRing}
        >
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

export function TabPanel(props: { value: string; look: Look; children: ReactNode }) {
  return (
    <Tabs.Content value={props.value} className={STYLES[props.look].content || undefined}>
      {props.children}
    </Tabs.Content>
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
