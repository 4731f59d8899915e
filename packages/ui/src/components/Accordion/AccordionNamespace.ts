// Server-safe on purpose (no 'use client'): a server component can dot into this plain object, whose parts are the
// client references of Accordion.tsx; it could not dot into an object exported by a client module.
import { AccordionContent, AccordionItem, AccordionRoot, AccordionTrigger } from './Accordion.tsx';

/** Radix Accordion, single and collapsible: `Accordion.Root`, `.Item`, `.Trigger`, `.Content`. */
export const Accordion = {
  Root: AccordionRoot,
  Item: AccordionItem,
  Trigger: AccordionTrigger,
  Content: AccordionContent,
};
