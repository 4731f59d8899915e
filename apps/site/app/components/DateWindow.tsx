import { dateWindowAttributes, type DateWindow as Window } from '@fabrique/content';
import type { ReactNode } from 'react';

export interface DateWindowProps {
  /** The days (Paris) during which the children are true. */
  window: Window;
  /** The day the page is rendered for (`useToday`). */
  today: string;
  as?: 'div' | 'span';
  children: ReactNode;
}

/** Content true only during some days: rendered with its bounds so the page's clock script can show or hide it at load. */
export function DateWindow({ window, today, as: Element = 'div', children }: DateWindowProps) {
  return <Element {...dateWindowAttributes(window, today)}>{children}</Element>;
}
