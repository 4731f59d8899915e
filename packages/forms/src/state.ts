import {
  emptyContactValues,
  validateContact,
  type ContactFieldErrors,
  type ContactFormField,
  type ContactFormValues,
  type ContactMessage,
} from './contact.ts';
import { newsletterMessages, validateNewsletter, type NewsletterSubscription } from './newsletter.ts';

// Contact form

export type ContactFormStatus = 'editing' | 'submitting' | 'success' | 'error';

export interface ContactFormState {
  status: ContactFormStatus;
  values: ContactFormValues;
  fieldErrors: ContactFieldErrors;
  /** The validated, trimmed message to send: set on entering 'submitting', null otherwise. */
  submission: ContactMessage | null;
  /** The failure's text while status is 'error'. */
  errorMessage: string | null;
}

export type ContactFormAction =
  | { type: 'edit'; field: ContactFormField; value: string }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string }
  /** After a success, a new message: the form again, from `values` (its defaults). */
  | { type: 'restart'; values: ContactFormValues };

export const initialContactFormState: ContactFormState = {
  status: 'editing',
  values: emptyContactValues,
  fieldErrors: {},
  submission: null,
  errorMessage: null,
};

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'edit': {
      // Inputs are disabled while sending: a late edit must not change what is being sent.
      if (state.status === 'submitting') return state;
      const { [action.field]: _cleared, ...fieldErrors } = state.fieldErrors;
      return {
        status: 'editing',
        values: { ...state.values, [action.field]: action.value },
        fieldErrors,
        submission: null,
        errorMessage: null,
      };
    }
    case 'submit': {
      if (state.status === 'submitting') return state;
      const result = validateContact(state.values);
      if (!result.success) {
        return { ...state, status: 'editing', fieldErrors: result.fieldErrors, submission: null, errorMessage: null };
      }
      return { ...state, status: 'submitting', fieldErrors: {}, submission: result.output, errorMessage: null };
    }
    case 'succeeded':
      if (state.status !== 'submitting') return state;
      return { ...initialContactFormState, status: 'success' };
    case 'failed':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'error', submission: null, errorMessage: action.message };
    case 'restart':
      if (state.status !== 'success') return state;
      return { ...initialContactFormState, values: action.values };
  }
}

// Newsletter form

/** success: the spec's message is on screen (5 s); subscribed: it has gone and the lasting confirmation stays. */
export type NewsletterFormStatus = 'idle' | 'submitting' | 'success' | 'subscribed' | 'error';

export interface NewsletterFormState {
  status: NewsletterFormStatus;
  email: string;
  /** The text under the input while status is 'error'. */
  error: string | null;
  /** The validated subscription to send: set on entering 'submitting', null otherwise. */
  submission: NewsletterSubscription | null;
}

export type NewsletterFormAction =
  | { type: 'edit'; value: string }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string }
  /** The inline success message has been shown long enough (newsletterFeedback.inlineSuccessDurationMs). */
  | { type: 'successShown' };

export const initialNewsletterFormState: NewsletterFormState = {
  status: 'idle',
  email: '',
  error: null,
  submission: null,
};

/** The button is disabled while sending or when the field is empty. */
export function canSubmit(state: NewsletterFormState): boolean {
  return state.status !== 'submitting' && state.email !== '';
}

export function newsletterFormReducer(state: NewsletterFormState, action: NewsletterFormAction): NewsletterFormState {
  switch (action.type) {
    case 'edit':
      if (state.status === 'submitting') return state;
      // Typing clears the error; the success message stays until its timer ends, the confirmation until the next submit.
      return { ...state, email: action.value, error: null, status: state.status === 'error' ? 'idle' : state.status };
    case 'submit': {
      if (!canSubmit(state)) return state;
      const result = validateNewsletter({ email: state.email });
      if (!result.success) {
        return {
          ...state,
          status: 'error',
          error: result.fieldErrors.email ?? newsletterMessages.emailInvalid,
          submission: null,
        };
      }
      return { ...state, status: 'submitting', error: null, submission: result.output };
    }
    case 'succeeded':
      if (state.status !== 'submitting') return state;
      return { ...initialNewsletterFormState, status: 'success' };
    case 'failed':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'error', error: action.message, submission: null };
    case 'successShown':
      if (state.status !== 'success') return state;
      return { ...state, status: 'subscribed' };
  }
}
