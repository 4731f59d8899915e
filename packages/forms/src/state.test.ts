import { describe, expect, it } from 'vitest';
import { emptyContactValues, type ContactFormValues } from './contact.ts';
import {
  canSubmit,
  contactFormReducer,
  initialContactFormState,
  initialNewsletterFormState,
  newsletterFormReducer,
  type ContactFormAction,
  type ContactFormState,
  type NewsletterFormAction,
  type NewsletterFormState,
} from './state.ts';

const filled: ContactFormValues = {
  name: ' Camille ',
  email: 'camille@exemple.fr',
  subject: 'projet',
  projectOrFormationName: '',
  phone: '',
  company: 'ACME',
  message: 'Bonjour',
};

const contact = (...actions: ContactFormAction[]) => actions.reduce(contactFormReducer, initialContactFormState);
const fill = (values: ContactFormValues): ContactFormAction[] =>
  Object.entries(values).map(([field, value]) => ({ type: 'edit', field, value }) as ContactFormAction);

describe('contactFormReducer', () => {
  it('starts editing, empty, without errors', () => {
    expect(initialContactFormState).toEqual({
      status: 'editing',
      values: emptyContactValues,
      fieldErrors: {},
      submission: null,
      errorMessage: null,
    });
  });

  it('edit sets the value', () => {
    expect(contact({ type: 'edit', field: 'name', value: 'Ca' }).values).toEqual({ ...emptyContactValues, name: 'Ca' });
  });

  it('an invalid submit stays editing with the first message of each field, and sends nothing', () => {
    const state = contact({ type: 'edit', field: 'name', value: 'Camille' }, { type: 'submit' });
    expect(state.status).toBe('editing');
    expect(state.submission).toBeNull();
    expect(state.fieldErrors).toEqual({
      email: 'L’email est requis',
      subject: 'Veuillez sélectionner le sujet de votre question',
      message: 'Le message est requis',
    });
    expect(state.values.name).toBe('Camille');
  });

  it("editing a field clears that field's error only", () => {
    const invalid = contact({ type: 'submit' });
    const state = contactFormReducer(invalid, { type: 'edit', field: 'email', value: 'c' });
    expect(state.fieldErrors).toEqual({
      name: 'Le nom est requis',
      subject: 'Veuillez sélectionner le sujet de votre question',
      message: 'Le message est requis',
    });
    expect(contactFormReducer(state, { type: 'edit', field: 'phone', value: '1' }).fieldErrors).toEqual(
      state.fieldErrors,
    );
  });

  it('a valid submit goes to submitting with the trimmed message to send', () => {
    const state = contact(...fill(filled), { type: 'submit' });
    expect(state.status).toBe('submitting');
    expect(state.fieldErrors).toEqual({});
    expect(state.submission).toEqual({ ...filled, name: 'Camille' });
    expect(state.values).toEqual(filled);
  });

  it('a second submit while submitting is ignored', () => {
    const submitting = contact(...fill(filled), { type: 'submit' });
    expect(contactFormReducer(submitting, { type: 'submit' })).toBe(submitting);
  });

  it('edits while submitting are ignored (the inputs are disabled)', () => {
    const submitting = contact(...fill(filled), { type: 'submit' });
    expect(contactFormReducer(submitting, { type: 'edit', field: 'name', value: 'X' })).toBe(submitting);
  });

  it('succeeded goes to success with the values emptied', () => {
    const state = contact(...fill(filled), { type: 'submit' }, { type: 'succeeded' });
    expect(state).toEqual({ ...initialContactFormState, status: 'success' });
  });

  it('failed goes to error with the values kept and the message', () => {
    const state = contact(...fill(filled), { type: 'submit' }, { type: 'failed', message: 'Trop de demandes' });
    expect(state).toEqual({
      status: 'error',
      values: filled,
      fieldErrors: {},
      submission: null,
      errorMessage: 'Trop de demandes',
    });
  });

  it('can submit again after an error, and edit back to editing', () => {
    const failed = contact(...fill(filled), { type: 'submit' }, { type: 'failed', message: 'x' });
    expect(contactFormReducer(failed, { type: 'submit' }).status).toBe('submitting');
    const edited = contactFormReducer(failed, { type: 'edit', field: 'message', value: 'Re' });
    expect(edited).toMatchObject({ status: 'editing', errorMessage: null, values: { ...filled, message: 'Re' } });
  });

  it('editing after a success starts a new message', () => {
    const success = contact(...fill(filled), { type: 'submit' }, { type: 'succeeded' });
    expect(contactFormReducer(success, { type: 'edit', field: 'name', value: 'A' })).toMatchObject({
      status: 'editing',
      values: { ...emptyContactValues, name: 'A' },
    });
  });

  it('restarts after a success only, from the values it is given', () => {
    const success = contact(...fill(filled), { type: 'submit' }, { type: 'succeeded' });
    const start = { ...emptyContactValues, subject: 'formation' };
    expect(contactFormReducer(success, { type: 'restart', values: start })).toEqual({
      ...initialContactFormState,
      values: start,
    });
    const editing = contact(...fill(filled));
    expect(contactFormReducer(editing, { type: 'restart', values: start })).toBe(editing);
  });

  it.each<[string, ContactFormState]>([
    ['editing', initialContactFormState],
    ['success', contact(...fill(filled), { type: 'submit' }, { type: 'succeeded' })],
    ['error', contact(...fill(filled), { type: 'submit' }, { type: 'failed', message: 'x' })],
  ])('ignores succeeded and failed when %s', (_status, state) => {
    expect(contactFormReducer(state, { type: 'succeeded' })).toBe(state);
    expect(contactFormReducer(state, { type: 'failed', message: 'y' })).toBe(state);
  });

  it('does not mutate the state it is given', () => {
    const state = contact({ type: 'submit' });
    const frozen = structuredClone(state);
    contactFormReducer(state, { type: 'edit', field: 'name', value: 'A' });
    expect(state).toEqual(frozen);
    expect(initialContactFormState.values).toEqual(emptyContactValues);
  });
});

const newsletter = (...actions: NewsletterFormAction[]) =>
  actions.reduce(newsletterFormReducer, initialNewsletterFormState);

describe('newsletterFormReducer', () => {
  it('starts idle and empty; cannot submit an empty field', () => {
    expect(initialNewsletterFormState).toEqual({ status: 'idle', email: '', error: null, submission: null });
    expect(canSubmit(initialNewsletterFormState)).toBe(false);
    expect(newsletterFormReducer(initialNewsletterFormState, { type: 'submit' })).toBe(initialNewsletterFormState);
  });

  it('can submit once something is typed', () => {
    expect(canSubmit(newsletter({ type: 'edit', value: 'a' }))).toBe(true);
  });

  it('an invalid submit shows the message under the input', () => {
    expect(newsletter({ type: 'edit', value: ' nope ' }, { type: 'submit' })).toEqual({
      status: 'error',
      email: ' nope ',
      error: 'Adresse email invalide',
      submission: null,
    });
    expect(newsletter({ type: 'edit', value: `${'a'.repeat(251)}@b.fr` }, { type: 'submit' }).error).toBe(
      "L'email doit contenir moins de 255 caractères",
    );
  });

  it('typing clears the error', () => {
    const state = newsletter({ type: 'edit', value: 'nope' }, { type: 'submit' }, { type: 'edit', value: 'nope@' });
    expect(state).toEqual({ status: 'idle', email: 'nope@', error: null, submission: null });
  });

  it('a valid submit goes to submitting with the trimmed address; cannot submit meanwhile', () => {
    const state = newsletter({ type: 'edit', value: ' a@b.fr ' }, { type: 'submit' });
    expect(state).toEqual({ status: 'submitting', email: ' a@b.fr ', error: null, submission: { email: 'a@b.fr' } });
    expect(canSubmit(state)).toBe(false);
  });

  it('a second submit while submitting is ignored, and so is typing', () => {
    const submitting = newsletter({ type: 'edit', value: 'a@b.fr' }, { type: 'submit' });
    expect(newsletterFormReducer(submitting, { type: 'submit' })).toBe(submitting);
    expect(newsletterFormReducer(submitting, { type: 'edit', value: 'x' })).toBe(submitting);
  });

  it('success clears the input; the success message ends with successShown, the confirmation stays', () => {
    const success = newsletter({ type: 'edit', value: 'a@b.fr' }, { type: 'submit' }, { type: 'succeeded' });
    expect(success).toEqual({ status: 'success', email: '', error: null, submission: null });
    const subscribed = newsletterFormReducer(success, { type: 'successShown' });
    expect(subscribed).toEqual({ ...initialNewsletterFormState, status: 'subscribed' });
    expect(newsletterFormReducer(subscribed, { type: 'successShown' })).toBe(subscribed);
  });

  it('the lasting confirmation stays while typing, and gives way to the next submit', () => {
    const subscribed = newsletter(
      { type: 'edit', value: 'a@b.fr' },
      { type: 'submit' },
      { type: 'succeeded' },
      { type: 'successShown' },
    );
    const typed = newsletterFormReducer(subscribed, { type: 'edit', value: 'c@d.fr' });
    expect(typed).toMatchObject({ status: 'subscribed', email: 'c@d.fr' });
    expect(newsletterFormReducer(typed, { type: 'submit' })).toMatchObject({ status: 'submitting' });
    expect(newsletterFormReducer({ ...typed, email: 'c@d' }, { type: 'submit' })).toMatchObject({ status: 'error' });
  });

  it('typing during the success message keeps it until successShown', () => {
    const success = newsletter({ type: 'edit', value: 'a@b.fr' }, { type: 'submit' }, { type: 'succeeded' });
    const typed = newsletterFormReducer(success, { type: 'edit', value: 'c' });
    expect(typed).toMatchObject({ status: 'success', email: 'c' });
    expect(newsletterFormReducer(typed, { type: 'successShown' })).toMatchObject({ status: 'subscribed', email: 'c' });
  });

  it('failure shows the message and keeps the address', () => {
    const failed = newsletter(
      { type: 'edit', value: 'a@b.fr' },
      { type: 'submit' },
      { type: 'failed', message: 'Oups' },
    );
    expect(failed).toEqual({ status: 'error', email: 'a@b.fr', error: 'Oups', submission: null });
    expect(canSubmit(failed)).toBe(true);
  });

  it.each<[string, NewsletterFormState]>([
    ['idle', newsletter({ type: 'edit', value: 'a@b.fr' })],
    ['error', newsletter({ type: 'edit', value: 'x' }, { type: 'submit' })],
  ])('ignores succeeded, failed and successShown when %s', (_status, state) => {
    expect(newsletterFormReducer(state, { type: 'succeeded' })).toBe(state);
    expect(newsletterFormReducer(state, { type: 'failed', message: 'y' })).toBe(state);
    expect(newsletterFormReducer(state, { type: 'successShown' })).toBe(state);
  });
});
