import { initialNewsletterFormState, newsletterConsentWording, type NewsletterFormState } from '@fabrique/forms';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@fabrique/ui';
import { NewsletterForm } from './NewsletterForm.tsx';
import { successTimeout } from './useNewsletterForm.ts';

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

// The stories end the success message themselves: the real wait is checked here, on a fake clock.
describe('successTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls back once the time has passed, not before', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    successTimeout(done, 5000);
    vi.advanceTimersByTime(4999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('never calls back once cancelled', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const cancel = successTimeout(done, 5000);
    vi.advanceTimersByTime(4000);
    cancel();
    vi.runAllTimers();
    expect(done).not.toHaveBeenCalled();
  });
});
