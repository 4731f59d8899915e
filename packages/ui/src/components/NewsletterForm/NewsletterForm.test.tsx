import { initialNewsletterFormState, newsletterConsentWording, type NewsletterFormState } from '@fabrique/forms';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../Toast/Toast.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

// The prerendered footer works without JavaScript: the notice and its wiring must be in the server HTML.
function serverHtml(initialState: NewsletterFormState): string {
  return renderToStaticMarkup(
    <Toaster>
      <NewsletterForm subscribe={async () => {}} tone="stage" initialState={initialState} />
    </Toaster>,
  );
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('NewsletterForm consent notice', () => {
  it.each([
    ['idle', initialNewsletterFormState, 0],
    ['error', { status: 'error', email: 'camille@exemple', error: 'Adresse email invalide', submission: null }, 1],
  ] as const)('is shown and describes the input when %s', (_state, initialState, idsBefore) => {
    const html = serverHtml(initialState);
    const noticeId = attribute(html, new RegExp(`<p id="([^"]+)"[^>]*>${escaped(newsletterConsentWording)}</p>`));
    expect(noticeId).toBeTruthy();
    const describedBy = attribute(html, /<input[^>]*aria-describedby="([^"]+)"/)?.split(' ') ?? [];
    // The error, when there is one, is read first, then the notice.
    expect(describedBy).toHaveLength(idsBefore + 1);
    expect(describedBy.at(-1)).toBe(noticeId);
  });
});

// Before hydration the browser answers the submit: its own validation runs and the button can be pressed.
describe('NewsletterForm before hydration', () => {
  const html = serverHtml(initialNewsletterFormState);

  it('lets the browser validate: no novalidate, a required e-mail input', () => {
    expect(html).toMatch(/<form(?![^>]*novalidate)[^>]*>/i);
    expect(html).toMatch(/<input(?=[^>]*type="email")(?=[^>]*required="")[^>]*>/);
  });

  it('has its submit button enabled, though the field is empty', () => {
    expect(html).toMatch(/<button(?![^>]*disabled)[^>]*type="submit"[^>]*>/);
  });
});
