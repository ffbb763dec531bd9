// Views of one screen (a grid and a list, a summary and its detail) on zmp-ui's Tabs. zmp-ui's
// own tab bar is a row of <div role="tab"> that only a click switches: no tablist, no
// aria-selected, Enter, Space and the arrow keys do nothing, and its panels label themselves.
// So Tabs keeps the panels and the switching, and this file draws the bar (Tabs' renderTabBar):
// buttons in a tablist, one tab stop, arrows, Home and End move and switch (WAI-ARIA tabs with
// automatic activation), and each panel is labelled by its tab.
import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Tabs } from 'zmp-ui';
import './view-tabs.css';

export interface ViewTab<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

interface ViewTabsProps<K extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly ViewTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** Unmount a view once another is shown (windowed lists must not run while hidden). */
  destroyInactive?: boolean;
  className?: string;
}

const tabId = (base: string, key: string) => `${base}-tab-${key}`;
const panelId = (base: string, key: string) => `${base}-panel-${key}`;

/** Which tab a key press moves to, or null for a key the tablist does not handle. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

interface TabBarProps<K extends string> {
  base: string;
  label: string;
  tabs: readonly ViewTab<K>[];
  activeKey: K;
  select: (key: K, event: MouseEvent | KeyboardEvent) => void;
}

function ViewTabBar<K extends string>({ base, label, tabs, activeKey, select }: TabBarProps<K>) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === activeKey);
    const next = nextTabIndex(event.key, Math.max(current, 0), tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    select(tab.key, event);
    buttons.current.get(tab.key)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="zaui-tabs-tabbar gw-view-tabs__bar"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const active = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(base, tab.key)}
            aria-selected={active}
            aria-controls={panelId(base, tab.key)}
            tabIndex={active ? 0 : -1}
            className={`zaui-tabs-tabbar-item gw-view-tabs__tab${
              active ? ' zaui-tabs-tabbar-item-active' : ''
            }`}
            onClick={(event) => select(tab.key, event)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function ViewTabs<K extends string>({
  label,
  tabs,
  activeKey,
  onChange,
  destroyInactive = false,
  className = '',
}: ViewTabsProps<K>) {
  const base = useId().replace(/:/g, '');
  const root = useRef<HTMLDivElement>(null);
  // zmp-ui's panels carry no id we can give (with Tabs' id they label themselves): name them
  // after their tabs once rendered, in the tabs' order. React leaves attributes it never set.
  useLayoutEffect(() => {
    const panels = root.current?.querySelectorAll<HTMLElement>(
      ':scope > .zaui-tab-content > [role="tabpanel"]',
    );
    panels?.forEach((panel, index) => {
      const tab = tabs[index];
      if (!tab) return;
      panel.id = panelId(base, tab.key);
      panel.setAttribute('aria-labelledby', tabId(base, tab.key));
    });
  });
  return (
    <Tabs
      ref={root}
      className={`gw-view-tabs ${className}`}
      activeKey={activeKey}
      onChange={(key) => onChange(key as K)}
      destroyInactiveTabPane={destroyInactive}
      renderTabBar={({ onTabClick }) => (
        <ViewTabBar
          base={base}
          label={label}
          tabs={tabs}
          activeKey={activeKey}
          select={(key, event) => onTabClick?.(key, event)}
        />
      )}
    >
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.key} label={tab.label}>
          {tab.content}
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}
