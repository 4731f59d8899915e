'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { TextLink } from './TextLink.tsx';

/** A name that, wherever a text mentions it, links to its page: { phrase: 'Centre de services IA', href: csiaPath }. */
export interface PhraseLink {
  phrase: string;
  href: string;
}

/** A phrase in another language than the page's, marked for screen readers: { phrase: 'Made in France', lang: 'en' }. */
export interface ForeignPhrase {
  phrase: string;
  /** Its BCP 47 language tag. */
  lang: string;
}

/** A piece of text, linked when it is one of the phrase links, marked when it is one of the foreign phrases. */
export interface TextPart {
  text: string;
  href?: string;
  lang?: string;
}

/** The pathname without query, hash or trailing slash, as a phrase's href is written: /a/b/?x#y gives /a/b. */
function pagePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] || '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cuts a text at every mention of the phrases (longest first, so a phrase inside another never wins). */
export function splitOnPhrases(
  text: string,
  links: readonly PhraseLink[],
  foreign: readonly ForeignPhrase[] = [],
): TextPart[] {
  if (links.length === 0 && foreign.length === 0) return [{ text }];
  const byPhrase = new Map<string, Omit<TextPart, 'text'>>(foreign.map(({ phrase, lang }) => [phrase, { lang }]));
  for (const { phrase, href } of links) byPhrase.set(phrase, { ...byPhrase.get(phrase), href });
  const pattern = new RegExp(
    [...byPhrase.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|'),
    'g',
  );
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], ...byPhrase.get(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

const PhraseLinkContext = createContext<{
  links: readonly PhraseLink[];
  foreign: readonly ForeignPhrase[];
  currentPath?: string;
}>({ links: [], foreign: [] });

/**
 * Gives the texts below the app's phrase links; a phrase is left plain on the page it links to.
 * @inline
 */
export interface PhraseLinkProviderProps {
  links: readonly PhraseLink[];
  /** Phrases in another language than the page's (names, titles), marked with theirs wherever a text mentions them. */
  foreign?: readonly ForeignPhrase[];
  /** The page being shown: a phrase linking to it stays plain text. */
  currentPath?: string;
  children: ReactNode;
}

const noForeignPhrases: readonly ForeignPhrase[] = [];

/** @param props - The props below; {@link PhraseLinkProviderProps} is their whole type. */
export function PhraseLinkProvider({
  links,
  foreign = noForeignPhrases,
  currentPath,
  children,
}: PhraseLinkProviderProps) {
  const value = useMemo(() => ({ links, foreign, currentPath }), [links, foreign, currentPath]);
  return <PhraseLinkContext.Provider value={value}>{children}</PhraseLinkContext.Provider>;
}

/**
 * A text whose mentions of the provider's phrases are links; without a provider, the plain text.
 * @inline
 */
export interface LinkedTextProps {
  /** Plain text: its mentions of the provider's phrases become links. */
  children: string;
}

/**
 * **When to use it**: for a content text in which mentions of the site’s pages (the centre’s name…) must become links.
 *
 * **When not to**: for a text with a single deliberate link (TextLink) or a call to action (ButtonLink).
 *
 * A text from the content in which the names of the site's pages become links: "Espace des ateliers" links to /espace
 * wherever a paragraph, a card or a list item mentions it, with no markup in the content itself. Phrases in another
 * language ("Made in France") are marked with theirs (`lang="en"`), so that a screen reader switches voice.
 *
 * **Props**: the text as `children`. The phrases come from `PhraseLinkProvider` (`links`; `foreign`, the phrases in
 * another language; and `currentPath`, on which page a phrase stays plain rather than linking to itself); without a
 * provider the text is rendered as it is.
 *
 * **Keyboard**: each mention is a TextLink, reached with Tab.
 *
 * **Decisions**: the content keeps plain strings, which the PDFs, the meta descriptions and the structured data read too; the site decides
 * which names link where. A longer phrase wins over a shorter one inside it.
 *
 * @param props - The props below; {@link LinkedTextProps} is their whole type.
 *
 * @example
 * ```tsx
 * <PhraseLinkProvider links={[{ phrase: 'La Fabrique', href: '/a-propos' }]} currentPath="/ateliers">
 *   <LinkedText>La Fabrique forme aux métiers de l’image.</LinkedText>
 * </PhraseLinkProvider>
 * ```
 */
export function LinkedText({ children }: LinkedTextProps) {
  const { links, foreign, currentPath } = useContext(PhraseLinkContext);
  const here = currentPath === undefined ? undefined : pagePath(currentPath);
  const parts = splitOnPhrases(
    children,
    links.filter((link) => link.href !== here),
    foreign,
  );
  return (
    <>
      {parts.map((part, index) =>
        part.href ? (
          <TextLink key={index} href={part.href} lang={part.lang}>
            {part.text}
          </TextLink>
        ) : part.lang ? (
          <span key={index} lang={part.lang}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
