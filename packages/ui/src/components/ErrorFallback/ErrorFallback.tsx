'use client';

import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { ButtonLink } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from '../NotFound/NotFound.css.ts';
import { useMessages } from '../../messages/messages.tsx';

export const errorFallbackHeadingLevels = [1, 2] as const;

/**
 * A div's native attributes and `ref`.
 * @inline
 */
export interface ErrorFallbackProps extends NativeProps<'div'> {
  /** The error's message, or the response's status text. */
  message: string;
  /** The HTTP status when the error is a response, e.g. 500. */
  status?: number;
  /** The site's home page, where the way out leads. */
  homeHref: string;
  headingLevel?: (typeof errorFallbackHeadingLevels)[number];
  className?: string;
}

/**
 * What the app shows when a page fails to render: the spec's English heading, the reason, and a way home.
 *
 * **When to use it**: for the router’s error boundary, when a page fails to render.
 *
 * **When not to**: for an unknown address (NotFound) or a form error (the form shows it).
 *
 * What the site shows when a page fails to render (the router's error boundary): the heading 'Unexpected
 * Application Error!', the reason, and a link 'Retour à l’accueil'.
 *
 * - **message** is the error's message or the response's status text; **status** (optional) is shown before it and as a
 *   large decorative numeral (`aria-hidden`).
 * - The heading is the spec's English text, marked `lang="en"`.
 * - No `role="alert"`: the block replaces the whole page, and an alert holding a link is read out awkwardly; the page
 *   title and heading carry the news.
 * - Keyboard: one Tab stop, the link home.
 *
 * @param props - The props below; {@link ErrorFallbackProps} is their whole type.
 *
 * @example
 * ```tsx
 * <ErrorFallback status={500} message="Internal Server Error" homeHref="/" />
 * ```
 */
export function ErrorFallback({
  message,
  status,
  homeHref,
  headingLevel = 1,
  className,
  ...native
}: ErrorFallbackProps) {
  const messages = useMessages();
  return (
    <div {...native} className={cx(styles.root, className)}>
      {status ? (
        <p className={styles.code} aria-hidden="true">
          {status}
        </p>
      ) : null}
      <Heading level={headingLevel} size="h2" lang={messages.errorPagesLang}>
        {messages.unexpectedError}
      </Heading>
      <p className={styles.message}>
        {status ? `${status} — ` : null}
        {message}
      </p>
      <ButtonLink href={homeHref}>{messages.backHome}</ButtonLink>
    </div>
  );
}
