import {
  initialNewsletterFormState,
  newsletterErrorText,
  newsletterFeedback,
  newsletterFormReducer,
  type NewsletterFormState,
} from '@fabrique/forms';
import { useEffect, useLayoutEffect, useRef, type FormEvent } from 'react';
import { controlNamed, focusIsLost } from '../../utils/formFocus.ts';
import { typedValues } from '../../utils/typedValues.ts';
import { useSyncReducer } from '../../utils/useSyncReducer.ts';
import { useToast } from '@fabrique/ui';

/** Asks for a subscription; rejects with an Error whose message is the text to show ('' for the fallback). */
export type SubscribeToNewsletter = (email: string) => Promise<void>;

/** Calls `done` once `ms` have passed and returns what cancels it; stories pass one they end themselves. */
export type SuccessTimer = (done: () => void, ms: number) => () => void;

/** The real one: a timeout. */
export const successTimeout: SuccessTimer = (done, ms) => {
  const timer = setTimeout(done, ms);
  return () => clearTimeout(timer);
};

export interface UseNewsletterFormOptions {
  subscribe: SubscribeToNewsletter;
  /** How long '✓ Inscription réussie !' (the check mark drawn as an icon) stays, in ms; Infinity keeps it (previews). */
  successDuration?: number;
  /** What waits `successDuration` (a timeout by default); a stable function. */
  successTimer?: SuccessTimer;
  /** Starts in a given state (previews, tests); the site leaves it out. */
  initialState?: NewsletterFormState;
}

/** The newsletter form's behaviour: the @fabrique/forms reducer wired to React, the call, the toasts and the timer. */
export function useNewsletterForm({
  subscribe,
  successDuration = newsletterFeedback.inlineSuccessDurationMs,
  successTimer = successTimeout,
  initialState,
}: UseNewsletterFormOptions) {
  const { toast } = useToast();
  const [state, dispatch] = useSyncReducer(newsletterFormReducer, () => initialState ?? initialNewsletterFormState);
  const formRef = useRef<HTMLFormElement>(null);
  // The status region under the form: where focus goes once subscribed.
  const statusRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<(() => HTMLElement | null) | null>(null);

  useEffect(() => {
    const target = focusAfterRender.current?.();
    focusAfterRender.current = null;
    target?.focus();
  });

  // The inline success message hides itself; typing meanwhile does not restart the count.
  useEffect(() => {
    if (state.status !== 'success' || !Number.isFinite(successDuration)) return;
    return successTimer(() => dispatch({ type: 'successShown' }), successDuration);
  }, [state.status, successDuration, successTimer, dispatch]);

  function edit(value: string) {
    dispatch({ type: 'edit', value });
  }

  // An address typed before hydration is kept (before any re-render could erase it), and a held submit sends it.
  useLayoutEffect(() => {
    for (const [, value] of typedValues(formRef.current, { email: state.email })) edit(value);
    // Once, on the first commit: afterwards the state drives the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { previous, next } = dispatch({ type: 'submit' });
    if (next === previous) return;
    if (next.submission === null) {
      // Validation errors stay inline (no toast): focus brings the message, wired to the input, to screen readers.
      focusAfterRender.current = () => controlNamed(formRef.current, 'email');
      return;
    }
    try {
      await subscribe(next.submission.email);
      dispatch({ type: 'succeeded' });
      toast({ title: newsletterFeedback.successTitle, description: newsletterFeedback.successDescription });
      // The disabled button lost focus: it goes to the confirmation, read where it stays (the toast closes by itself).
      focusAfterRender.current = () => (focusIsLost() ? statusRef.current : null);
    } catch (error) {
      const text = newsletterErrorText(error);
      dispatch({ type: 'failed', message: text });
      toast({ title: newsletterFeedback.errorTitle, description: text, variant: 'destructive' });
      // The disabled button lost focus: the input, holding the error, is where to go on.
      focusAfterRender.current = () => (focusIsLost() ? controlNamed(formRef.current, 'email') : null);
    }
  }

  return { state, sending: state.status === 'submitting', formRef, statusRef, edit, submit };
}
