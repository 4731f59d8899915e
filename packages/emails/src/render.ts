import { toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export type RenderedEmail = { subject: string; html: string; text: string };

// Headings keep their case in the text part (html-to-text shouts them by default).
const headings = ['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } }));

/**
 * One component tree, both parts: the HTML, and the plain text read from it (React Email's converter: links as their
 * address, images and `data-skip-in-text` parts left out). Synchronous, so that a message and its e-mails are built
 * before the one statement that stores them.
 */
export function renderEmail(subject: string, email: ReactElement): RenderedEmail {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(email)}`;
  return { subject, html, text: toPlainText(html, { selectors: headings }) };
}
