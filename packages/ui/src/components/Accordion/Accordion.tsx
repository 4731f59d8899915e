'use client';

import * as RadixAccordion from '@radix-ui/react-accordion';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { createContext, useContext, useId, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Icon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import type { NativeElementProps, NativeProps } from '../../utils/native.ts';
import * as styles from './Accordion.css.ts';

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
/** @useDeclaredType */
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

/**
 * A div's native attributes and `ref`, but its value (the open item), which the accordion owns.
 * @inline
 */
export interface AccordionRootProps extends NativeProps<'div', 'defaultValue' | 'dir'> {
  children: ReactNode;
  /**
   * The level of the headings that hold the triggers, so the items take their place in the page's outline: 3 under a
   * section's h2, 2 right under the page's h1. Required: only the page knows where the accordion sits.
   */
  headingLevel: AccordionHeadingLevel;
  /** The reading direction, which the arrow keys follow (Radix's `Direction`). */
  dir?: 'ltr' | 'rtl';
  /** The item open at first; none by default. */
  defaultValue?: string;
  /** Controlled: the open item, '' when all are closed. */
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Until hydration the items are an exclusive `<details name>` group (its name, the item open at first); null once Radix runs. */
const NativeAccordionContext = createContext<{ name: string; open: string } | null>(null);
/** The Root's heading level, which every Trigger inside it takes unless told otherwise. */
const HeadingLevelContext = createContext<AccordionHeadingLevel | null>(null);

/**
 * One item open at a time, and the open one closes again when its trigger is pressed. Prerendered, the items are
 * `<details>` sharing a name, which the browser opens and closes by itself (no script needed); on hydration Radix
 * takes over on the item the visitor opened, focus included.
 *
 * **When to use it**: for content the visitor opens one item at a time: questions, modules.
 *
 * **When not to**: to hide content every visitor needs, or for switching views of the same content (TabSet).
 *
 * Radix Accordion, always `type="single"` and `collapsible`: `Accordion.Root`, `Accordion.Item`, `Accordion.Trigger`,
 * `Accordion.Content`. ProgramAccordion is built on it.
 *
 * **States**: all closed, or one item open (raised card, turned chevron); opening another closes the first; pressing the open one closes it.
 *
 * **Keyboard** (Radix, WAI-ARIA accordion): Tab moves between triggers, Enter or Space toggles, Up/Down move to the previous/next trigger, Home/End to the first/last.
 *
 * **Decisions**: the single, collapsible behaviour is the only one the site needs, so Root does not offer `type` or `multiple`;
 * each trigger sits in a heading of a configurable level (`headingLevel`) so the items belong to the page outline;
 * the content is always in the DOM (Radix `forceMount`), hidden by CSS when closed, so the prerendered page holds every answer;
 * the height animation stops under reduced motion.
 *
 * **Screen readers**: each trigger is a button inside a heading of the Root's `headingLevel`, so the items are listed
 * with the page's headings; Radix gives it `aria-expanded` and `aria-controls`, and each open panel is a region named by
 * its trigger. A closed panel is hidden (`visibility: hidden`), so it leaves the tab order and the accessibility tree.
 * Before hydration, `<summary>` is announced as a disclosure with its expanded state, by the browser itself.
 *
 * @param props - The props below; {@link AccordionRootProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Accordion.Root headingLevel={3} defaultValue="distance">
 *   <Accordion.Item value="distance">
 *     <Accordion.Trigger>Puis-je suivre la formation à distance ?</Accordion.Trigger>
 *     <Accordion.Content>Oui, la plupart des sessions existent en distanciel.</Accordion.Content>
 *   </Accordion.Item>
 * </Accordion.Root>
 * ```
 */
export function AccordionRoot({
  children,
  headingLevel,
  defaultValue,
  value,
  onValueChange,
  className,
  ref,
  ...rest
}: AccordionRootProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(rootRef, ref);
  const name = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const [native, setNative] = useState(true);
  const focusedItem = useRef<string | null>(null);
  const open = value ?? uncontrolled;
  const select = (next: string) => {
    setUncontrolled(next);
    onValueChange?.(next);
  };

  // Before the first paint of the hydrated page, so the switch from <details> to Radix never shows.
  useLayoutEffect(() => {
    const items = [...(rootRef.current?.querySelectorAll<HTMLDetailsElement>(':scope > details') ?? [])];
    const opened = items.find((item) => item.open)?.dataset.value ?? '';
    focusedItem.current =
      items.find((item) => item.querySelector(':scope > summary') === document.activeElement)?.dataset.value ?? null;
    // The items' state only exists in the DOM before hydration: it is read once, here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNative(false);
    if (opened !== open) select(opened);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
  useLayoutEffect(() => {
    if (native || focusedItem.current === null) return;
    const item = rootRef.current?.querySelector(`[data-value="${CSS.escape(focusedItem.current)}"]`);
    focusedItem.current = null;
    item?.querySelector<HTMLElement>('button')?.focus();
  }, [native]);

  if (native) {
    return (
      <HeadingLevelContext.Provider value={headingLevel}>
        <NativeAccordionContext.Provider value={{ name, open }}>
          <div {...rest} ref={composedRef} data-native className={cx(styles.root, className)}>
            {children}
          </div>
        </NativeAccordionContext.Provider>
      </HeadingLevelContext.Provider>
    );
  }
  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      <RadixAccordion.Root
        {...rest}
        ref={composedRef}
        type="single"
        collapsible
        value={open}
        onValueChange={select}
        className={cx(styles.root, className)}
      >
        {children}
      </RadixAccordion.Root>
    </HeadingLevelContext.Provider>
  );
}
AccordionRoot.displayName = 'Accordion.Root';

/**
 * The element's native attributes and `ref`: a `<details>` until hydration, then a div.
 * @inline
 */
export interface AccordionItemProps extends NativeElementProps {
  value: string;
  children: ReactNode;
  className?: string;
}

/** @param props - The props below; {@link AccordionItemProps} is their whole type. */
export function AccordionItem({ value, children, className, ref, ...rest }: AccordionItemProps) {
  const native = useContext(NativeAccordionContext);
  if (native) {
    return (
      <details
        {...rest}
        ref={ref as Ref<HTMLDetailsElement>}
        name={native.name}
        open={native.open === value}
        data-value={value}
        className={cx(styles.item, className)}
      >
        {children}
      </details>
    );
  }
  return (
    <RadixAccordion.Item
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      value={value}
      data-value={value}
      className={cx(styles.item, className)}
    >
      {children}
    </RadixAccordion.Item>
  );
}
AccordionItem.displayName = 'Accordion.Item';

/**
 * The element's native attributes and `ref`: a `<summary>` until hydration, then the button inside the heading.
 * @inline
 */
export interface AccordionTriggerProps extends NativeElementProps {
  children: ReactNode;
  /** This item's heading level, when it must differ from the Root's `headingLevel`. */
  headingLevel?: AccordionHeadingLevel;
  className?: string;
}

function Chevron() {
  return (
    <span className={styles.chevron}>
      <Icon size={18} strokeWidth={2.25}>
        <path d="m6 9 6 6 6-6" />
      </Icon>
    </span>
  );
}

/**
 * The item's heading and the button that opens it (Radix sets aria-expanded and aria-controls).
 * @param props - The props below; {@link AccordionTriggerProps} is their whole type.
 */
export function AccordionTrigger({ children, headingLevel, className, ref, ...rest }: AccordionTriggerProps) {
  const native = useContext(NativeAccordionContext);
  const rootLevel = useContext(HeadingLevelContext);
  const level = headingLevel ?? rootLevel;
  if (level === null)
    throw new Error('Accordion.Trigger belongs inside an Accordion.Root, which gives its heading level');
  const Heading = `h${level}` as const;
  if (native) {
    // A <summary> may hold a heading: the same outline before hydration.
    return (
      <summary {...rest} ref={ref} className={cx(styles.trigger, styles.summary, className)}>
        <Heading className={styles.summaryHeading}>{children}</Heading>
        <Chevron />
      </summary>
    );
  }
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger {...rest} ref={ref as Ref<HTMLButtonElement>} className={cx(styles.trigger, className)}>
          <span>{children}</span>
          <Chevron />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}
AccordionTrigger.displayName = 'Accordion.Trigger';

/**
 * A div's native attributes and `ref`.
 * @inline
 */
export interface AccordionContentProps extends NativeProps<'div'> {
  children: ReactNode;
  className?: string;
}

/**
 * Always in the DOM, so the prerendered page holds every answer for crawlers; closed, CSS (or <details>) hides it.
 * @param props - The props below; {@link AccordionContentProps} is their whole type.
 */
export function AccordionContent({ children, className, ...rest }: AccordionContentProps) {
  const native = useContext(NativeAccordionContext);
  if (native) {
    return (
      <div {...rest} data-panel="accordion" className={cx(styles.content, className)}>
        <div className={styles.collapse}>
          <div className={styles.contentInner}>{children}</div>
        </div>
      </div>
    );
  }
  return (
    <RadixAccordion.Content {...rest} forceMount data-panel="accordion" className={cx(styles.content, className)}>
      <div className={styles.collapse}>
        <div className={styles.contentInner}>{children}</div>
      </div>
    </RadixAccordion.Content>
  );
}
AccordionContent.displayName = 'Accordion.Content';
