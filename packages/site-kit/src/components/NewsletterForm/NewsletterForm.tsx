import {
  canSubmit,
  newsletterConsentWording,
  newsletterFeedback,
  newsletterLimits,
  type NewsletterFormState,
} from '@fabrique/forms';
import { useId } from 'react';
import { Icon, Button, EmailField } from '@fabrique/ui';
import { cx } from '../../utils/cx.ts';
import { HiddenFields, type FormPost } from '../../utils/formPost.tsx';
import { useHydrated } from '../../utils/useHydrated.ts';
import * as styles from './NewsletterForm.css.ts';
import { useNewsletterForm, type SubscribeToNewsletter, type SuccessTimer } from './useNewsletterForm.ts';

export const newsletterFormTones = ['surface', 'stage'] as const;
export type NewsletterFormTone = (typeof newsletterFormTones)[number];

export interface NewsletterFormProps {
  /** Asks for the subscription; the site passes a function calling subscribeToNewsletter(backendConfig, email). */
  subscribe: SubscribeToNewsletter;
  /** stage: on the dark footer; surface: on white or light grey. */
  tone?: NewsletterFormTone;
  /** How long '✓ Inscription réussie !' (the check mark drawn as an icon) stays, in ms (5000 by default); Infinity keeps it (previews). */
  successDuration?: number;
  /** What waits `successDuration`: a timeout by default; stories pass one they end themselves. A stable function. */
  successTimer?: SuccessTimer;
  /** Starts in a given state (previews, tests); the site leaves it out. */
  initialState?: NewsletterFormState;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /** The consent notice, stored by the server as proof: the newsletter's by default, a course alert's on a course page. */
  notice?: string;
  /** The button's label ('S'inscrire' by default). */
  submitLabel?: string;
  /** Where the form posts as plain HTML (without JavaScript, or before React) and its hidden fields. */
  post?: FormPost;
}

/**
 * One e-mail field and a button: subscribes to the newsletter, or to a course's next-date alerts (double opt-in: the
 * server sends a confirmation). The consent notice under it is the very text the server stores as proof of consent.
 * Once subscribed, a lasting line says to check the mailbox; focus moves to it.
 */
export function NewsletterForm({
  subscribe,
  tone = 'surface',
  successDuration,
  successTimer,
  initialState,
  labelledBy,
  notice = newsletterConsentWording,
  submitLabel = "S'inscrire",
  post,
}: NewsletterFormProps) {
  const { state, sending, formRef, statusRef, edit, submit } = useNewsletterForm({
    subscribe,
    successDuration,
    successTimer,
    initialState,
  });
  const noticeId = useId();
  const hydrated = useHydrated();

  return (
    <form
      ref={formRef}
      method="post"
      action={post?.action}
      className={cx(styles.form, styles.tone[tone])}
      // Until React validates, the browser does (required fields, e-mail format): a submit before hydration is answered at once.
      noValidate={hydrated}
      aria-labelledby={labelledBy}
      aria-busy={sending || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.row}>
        <EmailField
          name="email"
          label="Votre adresse email"
          maxLength={newsletterLimits.email}
          value={state.email}
          error={state.status === 'error' ? (state.error ?? undefined) : undefined}
          describedBy={noticeId}
          disabled={sending}
          onChange={edit}
        />
        <div className={styles.action}>
          {/* Enabled in the prerendered page: an address typed before hydration can be sent (React holds the submit). */}
          <Button type="submit" disabled={hydrated && !canSubmit(state)}>
            {sending ? newsletterFeedback.submittingLabel : submitLabel}
          </Button>
        </div>
      </div>
      <HiddenFields fields={post?.fields} />
      <p id={noticeId} className={styles.notice}>
        {notice}
      </p>
      {/* Focus comes here once subscribed: the spec's message for 5 s, then what to do next, until the next submit. */}
      <div ref={statusRef} role="status" tabIndex={-1} className={styles.status}>
        {state.status === 'success' && (
          <p className={styles.successTitle}>
            <Icon className={styles.check} size={16} strokeWidth={2.5}>
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </Icon>
            {newsletterFeedback.inlineSuccess}
          </p>
        )}
        {(state.status === 'success' || state.status === 'subscribed') && (
          <p>{newsletterFeedback.successDescription}</p>
        )}
      </div>
    </form>
  );
}
