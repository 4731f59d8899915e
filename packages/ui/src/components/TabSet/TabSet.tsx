'use client';

import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as RadixTabs from '@radix-ui/react-tabs';
import { createContext, useContext, useId, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeElementProps, NativeProps } from '../../utils/native.ts';
import * as styles from './TabSet.css.ts';

export const tabActivationModes = ['automatic', 'manual'] as const;
/** @useDeclaredType */
export type TabActivationMode = (typeof tabActivationModes)[number];
export const tabListAligns = ['start', 'center'] as const;
/** @useDeclaredType */
export type TabListAlign = (typeof tabListAligns)[number];

/**
 * A div's native attributes and `ref`, but its value (the selected tab), which the tabs own.
 * @inline
 */
export interface TabSetRootProps extends NativeProps<'div', 'defaultValue' | 'dir'> {
  children: ReactNode;
  /** The reading direction, which the arrow keys follow (Radix's `Direction`). */
  dir?: 'ltr' | 'rtl';
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  /** automatic: a tab shows its panel as soon as it gets focus (arrow keys); manual: on Enter or Space only. */
  activationMode?: TabActivationMode;
  className?: string;
}

/** Until hydration the tabs are a native radio group (the radios' name, the tab selected at first); null once Radix runs. */
const NativeTabsContext = createContext<{ name: string; selected: string } | null>(null);

/**
 * Prerendered, the tabs are radio buttons that switch the panels by CSS alone, so a tap answers before any script and
 * without JavaScript; on hydration Radix Tabs takes over on the radio the visitor chose, focus included. The CSS pairs
 * the n-th tab with the n-th panel (up to 8): keep `TabSet.List` and the `TabSet.Content`s direct children, in order.
 * @param props - The props below; {@link TabSetRootProps} is their whole type.
 */
export function TabSetRoot({
  children,
  defaultValue,
  value,
  onValueChange,
  activationMode = 'automatic',
  className,
  ref,
  ...rest
}: TabSetRootProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(rootRef, ref);
  const name = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const [native, setNative] = useState(true);
  const focusSelectedTab = useRef(false);
  const selected = value ?? uncontrolled;
  const select = (next: string) => {
    setUncontrolled(next);
    onValueChange?.(next);
  };

  // Before the first paint of the hydrated page, so the switch from radios to Radix never shows.
  useLayoutEffect(() => {
    const checked = rootRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    focusSelectedTab.current = checked != null && checked === document.activeElement;
    // The radios' state only exists in the DOM before hydration: it is read once, here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNative(false);
    if (checked && checked.value !== selected) select(checked.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
  useLayoutEffect(() => {
    if (native || !focusSelectedTab.current) return;
    focusSelectedTab.current = false;
    rootRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
  }, [native]);

  return (
    <NativeTabsContext.Provider value={native ? { name, selected } : null}>
      <RadixTabs.Root
        {...rest}
        ref={composedRef}
        value={selected}
        onValueChange={select}
        activationMode={activationMode}
        orientation="horizontal"
        data-native={native || undefined}
        className={cx(styles.root, className)}
      >
        {children}
      </RadixTabs.Root>
    </NativeTabsContext.Provider>
  );
}
TabSetRoot.displayName = 'TabSet.Root';

/**
 * A div's native attributes and `ref`, but its role and name, which `label` gives.
 * @inline
 */
export interface TabSetListProps extends NativeProps<'div', 'role' | 'aria-label'> {
  children: ReactNode;
  /** What the tabs choose between, for assistive technology, e.g. 'Parcours de formation IA'. */
  label: string;
  align?: TabListAlign;
  className?: string;
}

/** @param props - The props below; {@link TabSetListProps} is their whole type. */
export function TabSetList({ children, label, align = 'start', className, ...rest }: TabSetListProps) {
  const native = useContext(NativeTabsContext);
  const classes = cx(styles.list, align === 'center' && styles.listCentered, className);
  if (native) {
    return (
      <div {...rest} role="radiogroup" aria-label={label} className={classes}>
        {children}
      </div>
    );
  }
  return (
    <RadixTabs.List {...rest} aria-label={label} loop className={classes}>
      {children}
    </RadixTabs.List>
  );
}
TabSetList.displayName = 'TabSet.List';

/**
 * The element's native attributes and `ref`: the radio's `<label>` until hydration, then the tab's button.
 * @inline
 */
export interface TabSetTriggerProps extends NativeElementProps {
  value: string;
  children: ReactNode;
  className?: string;
}

/** @param props - The props below; {@link TabSetTriggerProps} is their whole type. */
export function TabSetTrigger({ value, children, className, ref, ...rest }: TabSetTriggerProps) {
  const native = useContext(NativeTabsContext);
  if (native) {
    // The radio covers its label: the tap, the arrow keys and the focus ring are the browser's own.
    return (
      <label
        {...rest}
        ref={ref as Ref<HTMLLabelElement>}
        className={cx(styles.trigger, styles.nativeTrigger, className)}
      >
        <input
          type="radio"
          name={native.name}
          value={value}
          defaultChecked={native.selected === value}
          className={styles.nativeRadio}
        />
        {children}
      </label>
    );
  }
  return (
    <RadixTabs.Trigger
      {...rest}
      ref={ref as Ref<HTMLButtonElement>}
      value={value}
      className={cx(styles.trigger, className)}
    >
      {children}
    </RadixTabs.Trigger>
  );
}
TabSetTrigger.displayName = 'TabSet.Trigger';

/**
 * A div's native attributes and `ref`.
 * @inline
 */
export interface TabSetContentProps extends NativeProps<'div'> {
  value: string;
  children: ReactNode;
  className?: string;
}

/**
 * Always in the DOM, so the prerendered page holds every panel for crawlers; inactive, CSS hides it.
 * @param props - The props below; {@link TabSetContentProps} is their whole type.
 */
export function TabSetContent({ value, children, className, ...rest }: TabSetContentProps) {
  const native = useContext(NativeTabsContext);
  // The same element before and after hydration (its cards are not rebuilt); a plain block while no tab names it.
  const nativeProps = native ? { role: undefined, 'aria-labelledby': undefined, tabIndex: undefined } : {};
  return (
    <RadixTabs.Content
      {...rest}
      value={value}
      forceMount
      data-panel="tab"
      className={cx(styles.content, className)}
      {...nativeProps}
    >
      {children}
    </RadixTabs.Content>
  );
}
TabSetContent.displayName = 'TabSet.Content';
