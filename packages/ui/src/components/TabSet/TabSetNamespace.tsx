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

/** @inline */
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

/**
 * Radix Tabs in the site's style: `<TabSet tabs={…} label="…" />`, or its parts `TabSet.Root`, `.List`, `.Trigger`, `.Content`.
 *
 * **When to use it**: for a few parallel views of the same kind of content, one shown at a time.
 *
 * **When not to**: for sequential steps, for navigating between pages (links), or when the visitor needs to compare panels side by side.
 *
 * Radix Tabs in the site's style, for a programme by trade, a set of course tabs.
 * Either data-driven — `<TabSet tabs={[{ value, label, content }]} label="…" />` — or composed from `TabSet.Root`, `TabSet.List`,
 * `TabSet.Trigger` and `TabSet.Content`.
 *
 * **States**: the selected tab is a dark pill (`data-state="active"`), the others muted text; the list wraps on small screens.
 * The first tab is selected unless `defaultValue` (or a controlled `value`) says otherwise.
 *
 * **Keyboard** (Radix, WAI-ARIA tabs): Tab reaches the selected tab, then its panel; Left/Right move between tabs (looping), Home/End go to the
 * first/last. With `activationMode="automatic"` (default) a tab shows its panel as soon as it gets focus; with
 * `manual`, Enter or Space selects it. A click always selects.
 *
 * **Decisions**: `label` is required, because a tab list needs a name; wrapping beats horizontal scrolling for up to 7 short French labels;
 * every panel is in the DOM (Radix `forceMount`), the inactive ones hidden by CSS, so the prerendered page holds them all.
 *
 * **Screen readers** (Radix): a tab list named by `label`; each tab announces its selected state and its place ("2 of
 * 4"), its panel is a tab panel named by the tab. Before hydration the tabs are a radio group named by `label`, usable
 * without script.
 *
 * @example
 * ```tsx
 * <TabSet
 *   label="Ateliers par métier"
 *   tabs={[
 *     { value: 'image', label: 'Image', content: <Text>Tournage, lumière, étalonnage.</Text> },
 *     { value: 'son', label: 'Son', content: <Text>Prise de son, mixage.</Text> },
 *   ]}
 * />
 * ```
 */
export const TabSet = Object.assign(TabSetFromData, {
  Root: TabSetRoot,
  List: TabSetList,
  Trigger: TabSetTrigger,
  Content: TabSetContent,
});
