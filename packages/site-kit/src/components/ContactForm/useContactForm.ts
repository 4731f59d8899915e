import {
  contactFeedback,
  contactFields,
  contactFormReducer,
  contactSendErrorText,
  emptyContactValues,
  initialContactFormState,
  type ContactAcknowledgement,
  type ContactFormField,
  type ContactFormState,
  type ContactMessage,
  type ContactSubject,
} from '@fabrique/forms';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { controlNamed, focusIsLost, submitButtonOf } from '../../utils/formFocus.ts';
import { typedValues } from '../../utils/typedValues.ts';
import { useSyncReducer } from '../../utils/useSyncReducer.ts';
import { useToast } from '@fabrique/ui';
import { createIdempotencyKey } from './idempotencyKey.ts';

export interface ContactSendOptions {
  /** The same key for every retry of the same values: the server stores the message once. */
  idempotencyKey: string;
  /** The invisible field's value: '' for people; the server drops a message that filled it. */
  honeypot: string;
}

/**
 * Sends a validated message; rejects with an Error whose message is the text to show (see sendContactMessage).
 * Resolves 'withheld' when no acknowledgement e-mail will follow (the browser's proof of work failed).
 */
export type SendContactMessage = (
  message: ContactMessage,
  options: ContactSendOptions,
) => Promise<void | 'queued' | 'withheld'>;

export interface UseContactFormOptions {
  send: SendContactMessage;
  /** Pre-selects the subject, e.g. 'formation' on a course page. */
  defaultSubject?: ContactSubject;
  /** Pre-fills the project or course name, e.g. the course's title. */
  defaultProjectName?: string;
  /** Starts in a given state (previews, tests); the site leaves it out. */
  initialState?: ContactFormState;
  /** On a course page: the course's id, sent with every message, and whether the form asks for a session. */
  course?: { id: string; withSessions: boolean };
  /** A session chosen outside the form (a call to action): selected whenever `key` changes. */
  sessionRequest?: SessionRequest;
}

/** A session picked by a call to action; `key` is new at each pick (the site passes the navigation's key). */
export interface SessionRequest {
  session: string;
  key: string;
}

/**
 * The contact form's behaviour: the @fabrique/forms reducer wired to React, the send, the toasts,
 * the idempotency key and where focus goes. The component only renders what this returns.
 */
export function useContactForm({
  send,
  defaultSubject,
  defaultProjectName,
  initialState,
  course,
  sessionRequest,
}: UseContactFormOptions) {
  const { toast } = useToast();
  // A new message starts from these: the page's defaults (a course page's subject and course name).
  const startValues = {
    ...emptyContactValues,
    subject: defaultSubject ?? '',
    projectOrFormationName: defaultProjectName ?? '',
    ...(course?.withSessions ? { session: '' } : {}),
  };
  const [state, dispatch] = useSyncReducer(
    contactFormReducer,
    () => initialState ?? { ...initialContactFormState, values: startValues },
  );
  const [honeypot, setHoneypot] = useState('');
  // Whether the sender was told by e-mail too (no proof of work: the organisation has the message, no e-mail went).
  const [acknowledgement, setAcknowledgement] = useState<ContactAcknowledgement>('queued');
  const formRef = useRef<HTMLFormElement>(null);
  // The lasting confirmation that replaces the sent form; focus moves to it.
  const confirmationRef = useRef<HTMLDivElement>(null);
  // One key per message: kept across retries of the same values, dropped when they change or the message is sent.
  const idempotencyKey = useRef<string | null>(null);
  // What to focus once React has rendered the transition (errors wired to their fields, inputs enabled again).
  const focusAfterRender = useRef<(() => HTMLElement | null) | null>(null);

  useEffect(() => {
    const target = focusAfterRender.current?.();
    focusAfterRender.current = null;
    target?.focus();
  });

  function edit(field: ContactFormField, value: string) {
    const { previous, next } = dispatch({ type: 'edit', field, value });
    if (next !== previous && previous.values[field] !== value) idempotencyKey.current = null;
  }

  // What was typed before hydration is kept (before any re-render could erase it), and a held submit sends it.
  useLayoutEffect(() => {
    for (const [field, value] of typedValues(formRef.current, state.values)) edit(field, value);
    // Once, on the first commit: afterwards the state drives the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A call to action's session, after what was typed before hydration: the visitor's latest choice wins.
  const appliedRequest = useRef<string | null>(null);
  useEffect(() => {
    if (!course?.withSessions || !sessionRequest || sessionRequest.key === appliedRequest.current) return;
    appliedRequest.current = sessionRequest.key;
    edit('session', sessionRequest.session);
    // Only a new request applies: `edit` changes at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [course?.withSessions, sessionRequest?.key, sessionRequest?.session]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { previous, next } = dispatch({ type: 'submit' });
    // A second submit while sending changes nothing.
    if (next === previous) return;
    if (next.submission === null) {
      const firstInvalid = contactFields.find((field) => next.fieldErrors[field] !== undefined);
      focusAfterRender.current = () => (firstInvalid ? controlNamed(formRef.current, firstInvalid) : null);
      toast({
        title: contactFeedback.incompleteTitle,
        description: contactFeedback.incompleteDescription,
        variant: 'destructive',
      });
      return;
    }

    const key = (idempotencyKey.current ??= createIdempotencyKey());
    try {
      const acknowledgement = await send(course ? { ...next.submission, courseId: course.id } : next.submission, {
        idempotencyKey: key,
        honeypot,
      });
      dispatch({ type: 'succeeded' });
      idempotencyKey.current = null;
      setHoneypot('');
      setAcknowledgement(acknowledgement === 'withheld' ? 'withheld' : 'queued');
      toast({
        title: contactFeedback.successTitle,
        description:
          acknowledgement === 'withheld'
            ? contactFeedback.successWithoutAcknowledgement
            : contactFeedback.successDescription,
      });
      focusAfterRender.current = () => confirmationRef.current;
      return;
    } catch (error) {
      dispatch({ type: 'failed', message: contactSendErrorText(error) });
      toast({
        title: contactFeedback.sendErrorTitle,
        description: contactSendErrorText(error),
        variant: 'destructive',
      });
    }
    // The button was disabled under the pointer or the keyboard: give focus back to it rather than to the page.
    focusAfterRender.current = () => (focusIsLost() ? submitButtonOf(formRef.current) : null);
  }

  /** After the confirmation, the form again for a new message; focus goes to its first field. */
  function restart() {
    dispatch({ type: 'restart', values: startValues });
    focusAfterRender.current = () => controlNamed(formRef.current, contactFields[0]);
  }

  return {
    state,
    sending: state.status === 'submitting',
    formRef,
    confirmationRef,
    acknowledgement,
    restart,
    edit,
    submit,
    honeypot,
    setHoneypot,
  };
}
