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

/**
 * A nav's native attributes and `ref`; its accessible name comes from the messages unless `aria-label` is given.
 * @inline
 */
export interface BreadcrumbProps extends NativeProps<'nav'> {
  /** From the home page to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
}

/**
 * Where the page sits in the site: a list of links from the home page, the last one the page itself.
 *
 * **When to use it**: above a page deep in the site (category, course, article) to show where it sits, from the home page to the page itself.
 *
 * **When not to**: on the home page or a top-level page, nor as the main navigation (SiteHeader).
 *
 * Where the page sits in the site, from the home page to the page itself: shown above category, course and article
 * pages.
 *
 * **Props**: `items`, the trail from the home page, the current page last. The site builds it with the same function as the page's
 * JSON-LD `BreadcrumbList`, so what people see and what search engines read cannot differ.
 *
 * **Semantics**: a `nav` named "Fil d’Ariane" holding an ordered list of links; the last link carries `aria-current="page"`
 * (the WAI-ARIA breadcrumb pattern).
 *
 * **Keyboard**: native links, reached with Tab and followed with Enter; focus shows the theme's ring.
 *
 * **Decisions**: the chevrons between steps are drawn with borders, not characters, so screen readers read the links alone. The trail wraps
 * on narrow screens rather than truncating a title. Earlier steps are underlined in the muted text colour (AA on white and on the muted
 * section tone); the current page is in the text colour and semibold, without underline.
 *
 * @param props - The props below; {@link BreadcrumbProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Breadcrumb
 *   items={[
 *     { label: 'Accueil', href: '/' },
 *     { label: 'Formations', href: '/ateliers' },
 *     { label: 'Montage vidéo', href: '/ateliers/montage-video' },
 *   ]}
 * />
 * ```
 */
export function Breadcrumb({ items, className, ...native }: BreadcrumbProps) {
  const messages = useMessages();
  return (
    <nav aria-label={messages.breadcrumb} {...native} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            // Keyed by position: a trail may name one address twice (a category whose page is the home page).
            <li key={index} className={styles.item}>
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
