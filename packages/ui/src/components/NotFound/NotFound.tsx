'use client';

import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { ButtonLink } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './NotFound.css.ts';
import { useMessages } from '../../messages/messages.tsx';

export const notFoundHeadingLevels = [1, 2] as const;

/**
 * A div's native attributes and `ref`.
 * @inline
 */
export interface NotFoundProps extends NativeProps<'div'> {
  /** The address the visitor asked for, shown so they can spot a typo. */
  path?: string;
  /** The site's home page, where the way out leads. */
  homeHref: string;
  headingLevel?: (typeof notFoundHeadingLevels)[number];
  className?: string;
}

/**
 * The 404 page's content. In French, its two texts are the spec's English, marked lang="en" for screen readers.
 *
 * **When to use it**: for the content of the 404 page.
 *
 * **When not to**: for a page that failed to render (ErrorFallback).
 *
 * The content of the 404 page: 'Oops! Page not found' and a 'Return to Home' link to /.
 *
 * - The two texts are the spec's, **in English, verbatim**; they carry `lang="en"` so screen readers switch voice on a
 *   French page.
 * - **path** (optional) shows the address the visitor asked for, so a typo is easy to spot. Logging it to the console is
 *   the route's job, not this component's.
 * - The large "404" is decorative (`aria-hidden`); the heading is the page's h1 by default.
 * - Keyboard: one Tab stop, the link home.
 *
 * @param props - The props below; {@link NotFoundProps} is their whole type.
 *
 * @example
 * ```tsx
 * <NotFound path={location.pathname} homeHref="/" />
 * ```
 */
export function NotFound({ path, homeHref, headingLevel = 1, className, ...native }: NotFoundProps) {
  const messages = useMessages();
  return (
    <div {...native} className={cx(styles.root, className)}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading level={headingLevel} size="h2" lang={messages.errorPagesLang}>
        {messages.notFound}
      </Heading>
      {path ? (
        <p className={styles.detail}>
          {messages.requestedAddress}
          <code className={styles.path}>{path}</code>
        </p>
      ) : null}
      <ButtonLink href={homeHref}>
        <span lang={messages.errorPagesLang}>{messages.notFoundHome}</span>
      </ButtonLink>
    </div>
  );
}
