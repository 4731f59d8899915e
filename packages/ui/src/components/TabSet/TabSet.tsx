import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './TabSet.css.ts';

export const tabActivationModes = ['automatic', 'manual'] as const;
export type TabActivationMode = (typeof tabActivationModes)[number];
export const tabListAligns = ['start', 'center'] as const;
export type TabListAlign = (typeof tabListAligns)[number];

export interface TabSetRootProps {
  children: ReactNode;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  /** automatic: a tab shows its panel as soon as it gets focus (arrow keys); manual: on Enter or Space only. */
  activationMode?: TabActivationMode;
  className?: string;
}

function Root({
  children,
  defaultValue,
  value,
  onValueChange,
  activationMode = 'automatic',
  className,
}: TabSetRootProps) {
  return (
    <RadixTabs.Root
      defaultValue={defaultValue}
      value={value}
      onValueChange={onValueChange}
      activationMode={activationMode}
      orientation="horizontal"
      className={cx(styles.root, className)}
    >
      {children}
    </RadixTabs.Root>
  );
}
Root.displayName = 'TabSet.Root';

export interface TabSetListProps {
  children: ReactNode;
  /** What the tabs choose between, for assistive technology, e.g. 'Parcours de formation IA'. */
  label: string;
  align?: TabListAlign;
  className?: string;
}

function List({ children, label, align = 'start', className }: TabSetListProps) {
  return (
    <RadixTabs.List
      aria-label={label}
      loop
      className={cx(styles.list, align === 'center' && styles.listCentered, className)}
    >
      {children}
    </RadixTabs.List>
  );
}
List.displayName = 'TabSet.List';

export interface TabSetTriggerProps {
  value: string;
  children: ReactNode;
  className?: string;
}

function Trigger({ value, children, className }: TabSetTriggerProps) {
  return (
    <RadixTabs.Trigger value={value} className={cx(styles.trigger, className)}>
      {children}
    </RadixTabs.Trigger>
  );
}
Trigger.displayName = 'TabSet.Trigger';

export interface TabSetContentProps {
  value: string;
  children: ReactNode;
  className?: string;
}

/**
 * Always in the DOM, so the prerendered page holds every panel for crawlers and for visitors without scripts
 * (public/noscript.css of the site shows `[data-panel]`); inactive, CSS hides it.
 */
function Content({ value, children, className }: TabSetContentProps) {
  return (
    <RadixTabs.Content value={value} forceMount data-panel="tab" className={cx(styles.content, className)}>
      {children}
    </RadixTabs.Content>
  );
}
Content.displayName = 'TabSet.Content';

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
    <Root defaultValue={value === undefined ? (defaultValue ?? tabs[0]?.value) : undefined} value={value} {...root}>
      <List label={label} align={align}>
        {tabs.map((tab) => (
          <Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <Content key={tab.value} value={tab.value}>
          {tab.content}
        </Content>
      ))}
    </Root>
  );
}
TabSetFromData.displayName = 'TabSet';

/** Radix Tabs in the site's style: `<TabSet tabs={…} label="…" />`, or its parts `TabSet.Root`, `.List`, `.Trigger`, `.Content`. */
export const TabSet = Object.assign(TabSetFromData, { Root, List, Trigger, Content });
