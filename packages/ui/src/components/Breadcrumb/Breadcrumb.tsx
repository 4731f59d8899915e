'use client';

import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { SmartLink } from '../Link/LinkProvider.tsx';
import * as styles from './Breadcrumb.css.ts';
import { useMessages } from '../../messages/messages.tsx';

/** One step of the trail: a page and its address. */
export interface BreadcrumbItem {
  label: string;
  href: string;
}

/** A nav's native attributes and `ref`; its accessible name comes from the messages unless `aria-label` is given. */
export interface BreadcrumbProps extends NativeProps<'nav'> {
  /** From the home page to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
}

/** Where the page sits in the site: a list of links from the home page, the last one the page itself. */
export function Breadcrumb({ items, className, ...native }: BreadcrumbProps) {
  const messages = useMessages();
  return (
    <nav aria-label={messages.breadcrumb} {...native} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href} className={styles.item}>
              <SmartLink
                href={item.href}
                className={current ? styles.current : styles.link}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </SmartLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
