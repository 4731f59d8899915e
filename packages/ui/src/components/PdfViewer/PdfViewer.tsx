'use client';

import { useSyncExternalStore } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { ButtonLink } from '../Button/Button.tsx';
import { TextLink } from '../Link/TextLink.tsx';
import * as styles from './PdfViewer.css.ts';
import { useMessages } from '../../messages/messages.tsx';

export const pdfViewerDisplays = ['auto', 'embed', 'fallback'] as const;
/** @useDeclaredType */
export type PdfViewerDisplay = (typeof pdfViewerDisplays)[number];

const noSubscription = () => () => {};
// Prerendered pages embed the PDF; the browser then says whether it can show one (`navigator.pdfViewerEnabled`).
const browserShowsPdf = () => navigator.pdfViewerEnabled !== false;
const serverShowsPdf = () => true;

/**
 * A div's native attributes and `ref`, but its title, which names the embedded document.
 * @inline
 */
export interface PdfViewerProps extends NativeProps<'div', 'title'> {
  /** URL of the PDF file. */
  src: string;
  /** Names the embedded document for assistive technology, e.g. 'Catalogue des ateliers (PDF)'. */
  title: string;
  /** The file name proposed by the download; the URL's own name otherwise. */
  downloadFileName?: string;
  /** The download button's text; the messages' `pdfDownload` (« Télécharger le PDF ») otherwise. */
  downloadLabel?: string;
  /** auto follows the browser; embed and fallback force one state (stories, tests). */
  display?: PdfViewerDisplay;
  className?: string;
}

/**
 * A PDF shown in the page, with a download button, and a text fallback where the browser cannot show PDFs.
 *
 * **When to use it**: to show a PDF in the page with its download button and a fallback (a catalogue, a programme).
 *
 * **When not to**: for an image or a plain download link (ButtonLink with download).
 *
 * A document's page: the PDF embedded in the page, a 'Télécharger le catalogue (PDF)' button
 * and a way out when the browser cannot show PDFs.
 *
 * - The `<iframe>` has a `title`, which names it for screen readers.
 * - The download is a ButtonLink with `download`: a plain document request, never a client-side navigation.
 * - **display** `auto` (default) embeds the PDF and swaps it for a text fallback where `navigator.pdfViewerEnabled` is
 *   false (many phones); the prerendered page always embeds. `embed` and `fallback` force one state.
 * - The fallback explains the situation and links to the file in a new tab; under an embedded PDF, a short note keeps the
 *   same link for viewers that fail silently.
 * - Keyboard: the iframe is one Tab stop (then the PDF viewer's own keys), then the links.
 *
 * @param props - The props below; {@link PdfViewerProps} is their whole type.
 *
 * @example
 * ```tsx
 * <PdfViewer src="/catalogue-2026.pdf" title="Catalogue des formations 2026" downloadFileName="catalogue-2026.pdf" />
 * ```
 */
export function PdfViewer({
  src,
  title,
  downloadFileName,
  downloadLabel,
  display = 'auto',
  className,
  ...native
}: PdfViewerProps) {
  const messages = useMessages();
  const canEmbed = useSyncExternalStore(noSubscription, browserShowsPdf, serverShowsPdf);
  const embedded = display === 'embed' || (display === 'auto' && canEmbed);
  return (
    <div {...native} className={cx(styles.root, className)}>
      <div className={styles.frame}>
        {embedded ? (
          <iframe src={src} title={title} className={styles.iframe} />
        ) : (
          <div className={styles.fallback}>
            <p className={styles.fallbackTitle}>{messages.pdfUnsupported}</p>
            <p>
              {messages.pdfUnsupportedHelp(
                <TextLink href={src} external>
                  {messages.pdfOpenDirectly}
                </TextLink>,
              )}
            </p>
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <ButtonLink href={src} download={downloadFileName ?? true}>
          {downloadLabel ?? messages.pdfDownload}
        </ButtonLink>
        {embedded ? (
          <p className={styles.note}>
            {messages.pdfNotShowing}{' '}
            <TextLink href={src} external>
              {messages.pdfOpen}
            </TextLink>
          </p>
        ) : null}
      </div>
    </div>
  );
}
