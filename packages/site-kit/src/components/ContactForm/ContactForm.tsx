import {
  contactFeedback,
  contactHoneypotField,
  contactLimits,
  contactSubjectPlaceholder,
  contactSubjects,
  type ContactFormState,
  type ContactSubject,
} from '@fabrique/forms';
import { useId } from 'react';
import {
  Button,
  Icon,
  TextLink,
  Select,
  type SelectOption,
  EmailField,
  TelField,
  TextField,
  Textarea,
} from '@fabrique/ui';
import { HiddenFields, type FormPost } from '../../utils/formPost.tsx';
import { useHydrated } from '../../utils/useHydrated.ts';
import * as styles from './ContactForm.css.ts';
import { useContactForm, type SendContactMessage, type SessionRequest } from './useContactForm.ts';

export interface ContactFormProps {
  /** Sends the validated message; the site passes a function calling sendContactMessage(backendConfig, …). */
  send: SendContactMessage;
  /** The site's privacy policy, linked under the form. */
  privacyPolicyHref: string;
  /** Pre-selects the subject, e.g. 'formation' on a course page. */
  defaultSubject?: ContactSubject;
  /** Pre-fills 'Nom du projet ou de la formation', e.g. with the course's title. */
  defaultProjectName?: string;
  /** Starts in a given state (previews, tests); the site leaves it out. */
  initialState?: ContactFormState;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /**
   * On a course page: the course's id, sent with the message, and its sessions (value: the session's first day),
   * offered in 'Session souhaitée' when there are any.
   */
  course?: { id: string; sessions: readonly SelectOption[] };
  /** A session chosen by a call to action ('Pré-inscription'): selected each time its `key` changes. */
  sessionRequest?: SessionRequest;
  /** Where the form posts as plain HTML (without JavaScript, or before React) and its hidden fields. */
  post?: FormPost;
}

/** The session field's choice for a request with no particular date (a quote). */
export const noSessionLabel = 'Pas de date précise';

/**
 * The contact form: validated before sending, a lasting confirmation in its place once sent (a toast on top), an
 * invisible honeypot against bots.
 */
export function ContactForm({
  send,
  privacyPolicyHref,
  defaultSubject,
  defaultProjectName,
  initialState,
  labelledBy,
  course,
  sessionRequest,
  post,
}: ContactFormProps) {
  const sessions = course?.sessions ?? [];
  const { state, sending, formRef, confirmationRef, acknowledgement, restart, edit, submit, honeypot, setHoneypot } =
    useContactForm({
      send,
      defaultSubject,
      defaultProjectName,
      initialState,
      course: course ? { id: course.id, withSessions: sessions.length > 0 } : undefined,
      sessionRequest,
    });
  const id = useId();
  const hydrated = useHydrated();
  const { values, fieldErrors: errors } = state;

  if (state.status === 'success') {
    // Lasting: it stays until the visitor asks for a new message (the toast on top of it closes by itself).
    return (
      <div ref={confirmationRef} role="status" tabIndex={-1} className={styles.confirmation}>
        <p className={styles.confirmationTitle}>
          <Icon size={24} strokeWidth={2.5}>
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </Icon>
          {contactFeedback.successTitle}
        </p>
        <p>
          {acknowledgement === 'withheld'
            ? contactFeedback.successWithoutAcknowledgement
            : contactFeedback.successDescription}
        </p>
        <Button variant="secondary" onClick={restart}>
          {contactFeedback.sendAnother}
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={post?.action}
      className={styles.form}
      // Until React validates, the browser does (required fields, e-mail format): a submit before hydration is answered at once.
      noValidate={hydrated}
      aria-labelledby={labelledBy}
      aria-busy={sending || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.intro}>Tous les champs sont obligatoires, sauf ceux marqués « facultatif ».</p>
      <div className={styles.fields}>
        <TextField
          id={`${id}-name`}
          name="name"
          label="Nom"
          autoComplete="name"
          maxLength={contactLimits.name}
          value={values.name}
          error={errors.name}
          disabled={sending}
          onChange={(value) => edit('name', value)}
        />
        <EmailField
          id={`${id}-email`}
          name="email"
          label="Email"
          maxLength={contactLimits.email}
          value={values.email}
          error={errors.email}
          disabled={sending}
          onChange={(value) => edit('email', value)}
        />
        <div className={styles.subjectRow}>
          <Select
            id={`${id}-subject`}
            name="subject"
            label="Sujet de votre question"
            options={contactSubjects}
            placeholder={contactSubjectPlaceholder}
            value={values.subject}
            error={errors.subject}
            disabled={sending}
            onChange={(value) => edit('subject', value)}
          />
          <TextField
            id={`${id}-project`}
            name="projectOrFormationName"
            label="Nom du projet ou de la formation"
            optional
            autoComplete="off"
            maxLength={contactLimits.projectOrFormationName}
            value={values.projectOrFormationName}
            error={errors.projectOrFormationName}
            disabled={sending}
            onChange={(value) => edit('projectOrFormationName', value)}
          />
        </div>
        {sessions.length > 0 ? (
          <div className={styles.sessionRow}>
            <Select
              id={`${id}-session`}
              name="session"
              label="Session souhaitée"
              optional
              options={[{ value: '', label: noSessionLabel }, ...sessions]}
              value={values.session ?? ''}
              error={errors.session}
              disabled={sending}
              onChange={(value) => edit('session', value)}
            />
          </div>
        ) : null}
        <TelField
          id={`${id}-phone`}
          name="phone"
          label="Téléphone"
          optional
          maxLength={contactLimits.phone}
          value={values.phone}
          error={errors.phone}
          disabled={sending}
          onChange={(value) => edit('phone', value)}
        />
        <TextField
          id={`${id}-company`}
          name="company"
          label="Entreprise"
          optional
          autoComplete="organization"
          maxLength={contactLimits.company}
          value={values.company}
          error={errors.company}
          disabled={sending}
          onChange={(value) => edit('company', value)}
        />
        <div className={styles.wide}>
          <Textarea
            id={`${id}-message`}
            name="message"
            label="Message"
            rows={5}
            maxLength={contactLimits.message}
            value={values.message}
            error={errors.message}
            disabled={sending}
            onChange={(value) => edit('message', value)}
          />
        </div>
      </div>

      {/* People never see nor reach this field; bots that fill every input do, and the server drops their message. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-${contactHoneypotField}`}>Ne pas remplir ce champ</label>
        <input
          id={`${id}-${contactHoneypotField}`}
          name={contactHoneypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      <HiddenFields fields={post?.fields} />

      <div className={styles.footer}>
        <Button type="submit" disabled={sending} className={styles.submit}>
          {sending ? contactFeedback.submittingLabel : 'Envoyer le message'}
        </Button>
        <p className={styles.notice}>
          Vos données sont utilisées uniquement pour répondre à votre demande. En savoir plus dans notre{' '}
          <TextLink href={privacyPolicyHref}>politique de confidentialité</TextLink>.
        </p>
      </div>
    </form>
  );
}
