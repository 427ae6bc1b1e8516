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
      'rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm',
    content: '',
  },
  underline: {
    root: 'mt-4',
    list: 'flex gap-1 border-b border-stone-200',
    trigger:
      '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-stone-600 data-[state=active]:border-brand data-[state=active]:text-brand-dark',
    content: 'pt-6',
  },
} as const;

// Radix focuses a pressed tab from script, which browsers count as keyboard-like focus:
// the focus ring stayed on after a mouse click (seen in the Settings screenshots). Focused
// first here, as a click would, the tab keeps the ring for the keyboard only.
function focusWithoutRing(event: MouseEvent<HTMLButtonElement>) {
  if (event.button === 0) event.currentTarget.focus({ focusVisible: false });
}

export function TabSet(props: {
  label: string;
  tabs: readonly Tab[];
  look: keyof typeof STYLES;
  /** Uncontrolled: the tab shown first. */
  defaultValue?: string;
  /** Controlled: e.g. kept in the address. */
  value?: string;
  onValueChange?: (value: string) => void;
}) {
  const style = STYLES[props.look];
  return (
    <Tabs.Root
      defaultValue={props.defaultValue}
      value={props.value}
      onValueChange={props.onValueChange}
      className={style.root}
    >
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
      {props.tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={style.content || undefined}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
