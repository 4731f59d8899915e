// Server-safe on purpose (no 'use client'): TabSet from data only lays out the parts, so it renders on the server, and
// a server component can dot into it for the parts, the client references of TabSet.tsx.
import type { ReactNode } from 'react';
import {
  TabSetContent,
  TabSetList,
  TabSetRoot,
  TabSetTrigger,
  type TabListAlign,
  type TabSetRootProps,
} from './TabSet.tsx';

export interface TabSetItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabSetProps extends Omit<TabSetRootProps, 'children'> {
  tabs: readonly TabSetItem[];
  /** Names the tab list for assistive technology. */
  label: string;
  align?: TabListAlign;
}

/**
 * Tabs from data; the first one is selected unless `defaultValue` or `value` says otherwise.
 * For anything else, compose TabSet.Root, TabSet.List, TabSet.Trigger and TabSet.Content.
 */
function TabSetFromData({ tabs, label, align, defaultValue, value, ...root }: TabSetProps) {
  return (
    <TabSetRoot
      defaultValue={value === undefined ? (defaultValue ?? tabs[0]?.value) : undefined}
      value={value}
      {...root}
    >
      <TabSetList label={label} align={align}>
        {tabs.map((tab) => (
          <TabSetTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabSetTrigger>
        ))}
      </TabSetList>
      {tabs.map((tab) => (
        <TabSetContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabSetContent>
      ))}
    </TabSetRoot>
  );
}
TabSetFromData.displayName = 'TabSet';

/** Radix Tabs in the site's style: `<TabSet tabs={…} label="…" />`, or its parts `TabSet.Root`, `.List`, `.Trigger`, `.Content`. */
export const TabSet = Object.assign(TabSetFromData, {
  Root: TabSetRoot,
  List: TabSetList,
  Trigger: TabSetTrigger,
  Content: TabSetContent,
});
