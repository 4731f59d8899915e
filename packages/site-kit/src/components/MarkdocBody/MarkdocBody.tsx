import type { BodyTree } from '@fabrique/content';
import { TextLink } from '@fabrique/ui';
import Markdoc from '@markdoc/markdoc';
import * as React from 'react';
import * as styles from './MarkdocBody.css.ts';

export const markdocBodyHeadingLevels = [2, 3] as const;

export interface MarkdocBodyProps {
  /** A body as content reads it (`articleBody(article)`, a legal page's `body`). */
  body: BodyTree;
  /** The level a `##` of the body takes on the page: 2 under the page's h1, 3 under a section's h2. */
  headingLevel?: (typeof markdocBodyHeadingLevels)[number];
  /** The class of the body's headings, when the page styles them itself. */
  headingClassName?: string;
}

type Children = { children?: React.ReactNode };

const HeadingContext = React.createContext<Pick<MarkdocBodyProps, 'headingLevel' | 'headingClassName'>>({});

function Heading({ level, children }: Children & { level: number }) {
  const { headingLevel = 2, headingClassName } = React.useContext(HeadingContext);
  const Tag = `h${Math.min(level - 2 + headingLevel, 6)}` as 'h2';
  return <Tag className={headingClassName}>{children}</Tag>;
}

/** A web address leaves the site: it opens in a new tab, as the site's other external links do. */
function Link({ href, children }: Children & { href: string }) {
  return (
    <TextLink href={href} external={/^https?:\/\//.test(href)}>
      {children}
    </TextLink>
  );
}

function Image({ src, alt = '', title }: { src: string; alt?: string; title?: string }) {
  return <img className={styles.image} src={src} alt={alt} title={title} loading="lazy" decoding="async" />;
}

/** The names content's Markdoc schema gives the site's components. */
const components = { Heading, Link, Image };

/**
 * The text the editor wrote, rendered by Markdoc's React renderer through the site's components: links through the
 * app's router (internal) or in a new tab (external), images with their text alternative. Never raw HTML.
 */
export function MarkdocBody({ body, headingLevel = 2, headingClassName }: MarkdocBodyProps) {
  const headings = React.useMemo(() => ({ headingLevel, headingClassName }), [headingLevel, headingClassName]);
  return (
    <HeadingContext.Provider value={headings}>
      {Markdoc.renderers.react(body, React, { components })}
    </HeadingContext.Provider>
  );
}
