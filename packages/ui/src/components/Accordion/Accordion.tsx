import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Accordion.css.ts';

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionRootProps {
  children: ReactNode;
  /** The item open at first; none by default. */
  defaultValue?: string;
  /** Controlled: the open item, '' when all are closed. */
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** One item open at a time, and the open one closes again when its trigger is pressed. */
function Root({ children, defaultValue, value, onValueChange, className }: AccordionRootProps) {
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultValue}
      value={value}
      onValueChange={onValueChange}
      className={cx(styles.root, className)}
    >
      {children}
    </RadixAccordion.Root>
  );
}
Root.displayName = 'Accordion.Root';

export interface AccordionItemProps {
  value: string;
  children: ReactNode;
  className?: string;
}

function Item({ value, children, className }: AccordionItemProps) {
  return (
    <RadixAccordion.Item value={value} className={cx(styles.item, className)}>
      {children}
    </RadixAccordion.Item>
  );
}
Item.displayName = 'Accordion.Item';

export interface AccordionTriggerProps {
  children: ReactNode;
  /** The heading wrapping the button, so the items appear in the page outline: 3 under a section's h2. */
  headingLevel?: AccordionHeadingLevel;
  className?: string;
}

/** The item's heading and the button that opens it (Radix sets aria-expanded and aria-controls). */
function Trigger({ children, headingLevel = 3, className }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger className={cx(styles.trigger, className)}>
          <span>{children}</span>
          <span className={styles.chevron}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.25}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </span>
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}
Trigger.displayName = 'Accordion.Trigger';

export interface AccordionContentProps {
  children: ReactNode;
  className?: string;
}

/**
 * Always in the DOM, so the prerendered page holds every answer for crawlers and for visitors without scripts
 * (public/noscript.css of the site shows `[data-panel]`); closed, CSS hides it.
 */
function Content({ children, className }: AccordionContentProps) {
  return (
    <RadixAccordion.Content forceMount data-panel="accordion" className={cx(styles.content, className)}>
      <div className={styles.collapse}>
        <div className={styles.contentInner}>{children}</div>
      </div>
    </RadixAccordion.Content>
  );
}
Content.displayName = 'Accordion.Content';

/** Radix Accordion, single and collapsible: `Accordion.Root`, `.Item`, `.Trigger`, `.Content`. */
export const Accordion = { Root, Item, Trigger, Content };
