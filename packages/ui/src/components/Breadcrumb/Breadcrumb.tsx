import { SmartLink } from '../Link/LinkProvider.tsx';
import * as styles from './Breadcrumb.css.ts';
import { useMessages } from '../../messages/messages.tsx';

/** One step of the trail: a page and its address. */
export interface BreadcrumbItem {
  label: string;
  href: string;
}

export interface BreadcrumbProps {
  /** From the home page to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
}

/** Where the page sits in the site: a list of links from the home page, the last one the page itself. */
export function Breadcrumb({ items }: BreadcrumbProps) {
  const messages = useMessages();
  return (
    <nav aria-label={messages.breadcrumb} className={styles.root}>
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
