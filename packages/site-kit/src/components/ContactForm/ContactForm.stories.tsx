import {
  contactSubjectValues,
  emptyContactValues,
  initialContactFormState,
  validateContact,
  type ContactFormState,
} from '@fabrique/forms';
import { courses, legalPath, sessionDateRange, sessionStart } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { findToast, withToaster } from '@fabrique/ui/catalogue';
import { Button, vars } from '@fabrique/ui';
import { ContactForm, noSessionLabel } from './ContactForm.tsx';
import type { SendContactMessage, SessionRequest } from './useContactForm.ts';

const serverError = 'Trop de demandes. Veuillez réessayer plus tard.';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const documentaryCourse = courses.find((course) => course.id === 'les-cles-de-la-serie-documentaire');
// A course page's form: the writing workshop and its two dated sessions (value: first day, label: date range).
const writingCourse = courses.find((course) => course.id === 'atelier-ecriture-avec-ia');
const writingTitle = writingCourse?.title ?? 'Atelier d’écriture avec l’IA';
const writingSessions = (writingCourse?.sessions ?? []).map((session) => ({
  value: sessionStart(session),
  label: sessionDateRange(session),
}));
const courseRequest = { id: 'atelier-ecriture-avec-ia', sessions: writingSessions };
const [firstSession, secondSession] = writingSessions;

const visitor = {
  name: 'Camille Durand',
  email: 'camille.durand@exemple.fr',
  subject: 'formation',
  projectOrFormationName: '',
  phone: '',
  company: '',
  message: 'Bonjour, je souhaite en savoir plus sur les prochaines sessions et les financements possibles.',
} as const;

/** A send that never answers: the form stays in its sending state. */
const neverAnswers = () => new Promise<void>(() => {});

function canvasOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    name: () => canvas.getByRole('textbox', { name: 'Nom' }),
    email: () => canvas.getByRole('textbox', { name: 'Email' }),
    subject: () => canvas.getByRole('combobox', { name: 'Sujet de votre question' }),
    project: () => canvas.getByRole('textbox', { name: /^Nom du projet ou de la formation\s*\(facultatif\)$/ }),
    phone: () => canvas.getByRole('textbox', { name: /^Téléphone\s*\(facultatif\)$/ }),
    company: () => canvas.getByRole('textbox', { name: /^Entreprise\s*\(facultatif\)$/ }),
    message: () => canvas.getByRole('textbox', { name: 'Message' }),
    submit: () => canvas.getByRole('button', { name: /Envoyer le message|Envoi en cours\.\.\./ }),
  };
}

async function fillIn(
  canvasElement: HTMLElement,
  values: { name: string; email: string; subject: string; message: string },
) {
  const form = canvasOf(canvasElement);
  await userEvent.type(form.name(), values.name);
  await userEvent.type(form.email(), values.email);
  await userEvent.selectOptions(form.subject(), values.subject);
  // Pasted: typing a long message one key at a time only slows the test.
  await userEvent.click(form.message());
  await userEvent.paste(values.message);
}

function Frame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div style={{ maxWidth: wide ? 'none' : 880, padding: vars.space.large }}>{children}</div>;
}

const meta = {
  title: 'Site blocks/ContactForm',
  tags: ['formulaire de contact', 'contact', 'formulaire'],
  component: ContactForm,
  args: { send: fn(async () => {}), privacyPolicyHref: legalPath('politique-de-confidentialite') },
  argTypes: {
    defaultSubject: { control: 'select', options: [undefined, ...contactSubjectValues] },
    send: { control: false },
    initialState: { control: false },
    course: { control: false },
    sessionRequest: { control: false },
  },
  decorators: [
    (Story, { parameters }) => (
      <Frame wide={parameters.wide === true}>
        <Story />
      </Frame>
    ),
    withToaster,
  ],
  parameters: {
    docs: {
      description: {
        component: `**When to use it**: for the contact form of the home, offers and course pages.

**When not to**: for the newsletter (NewsletterForm).

The contact form of the home, offers and course pages, built on TextField, EmailField, TelField, Select,
Textarea and Button. Its behaviour lives in \`useContactForm\`, which wires \`contactFormReducer\` from \`@fabrique/forms\` to
React; the component only renders it.

- **States**: editing → (invalid: errors under the fields, toast 'Formulaire incomplet', focus on the first invalid field) →
  sending (every input and the button disabled, 'Envoi en cours...') → success (the form replaced by a lasting
  confirmation, a status region in success's colour that takes focus, with the toast 'Message envoyé !' on top;
  'Écrire un autre message' brings the form back, emptied to its defaults) or
  error (toast "Erreur d'envoi" with the server's text or the spec's fallback, values kept). Editing a field clears its error.
- **Validation** is the shared valibot schema, before anything is sent; \`noValidate\` turns the browser's own bubbles off
  so every message is the spec's French text. Each input also enforces its \`maxLength\`.
- **Sending** is injected: \`send(message, { idempotencyKey, honeypot })\`. The site passes
  \`(message, { idempotencyKey, honeypot }) => sendContactMessage(backendConfig, { ...message, website: honeypot }, { idempotencyKey })\`;
  stories pass fakes. The key is a UUID per message: kept when the same values are sent again after a failure, renewed
  after a success or an edit, so a retried submit is never stored twice.
- **Double submit**: a second submit while sending is ignored (the reducer refuses it before React re-renders).
- **FilledInByARobot**: a \`website\` input hidden from sight and from assistive technology (\`aria-hidden\` wrapper,
  \`tabIndex={-1}\`, autocomplete off). Bots fill it; the server answers them with a success and drops the message.
- **Focus**: an invalid submit moves focus to the first invalid field, whose error is announced with it; a failed send
  returns it to the button that was disabled under it; a success moves it to the confirmation.
- **Without JavaScript**: \`post\` gives the form its \`action\` (\`method\` is always \`post\`) and hidden fields; the site's
  Pages Function answers such a post.
- **Keyboard**: native controls; Enter in a one-line field submits.
- \`defaultSubject\` / \`defaultProjectName\` pre-fill the form (a course page passes 'formation' and the course title).
- \`course\` (a course page): its \`id\` goes with every message as \`courseId\`; its \`sessions\` (value: the session's first
  day, label: its date range), when there are any, fill an optional select 'Session souhaitée' whose first choice,
  'Pas de date précise', is a quote request. \`sessionRequest\` selects a session chosen outside the form (the page's
  'Pré-inscription' calls to action): each new \`key\` applies, after whatever was typed before hydration, so a second
  call to action after a first one, or after a choice in the select, updates it.
  \`initialState\` starts it in a given state, for previews only.
- A Toaster must be mounted once in the app (the stories mount one).`,
      },
    },
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const form = canvasOf(canvasElement);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('novalidate');
    await expect(form.name()).toHaveAttribute('maxlength', '100');
    await expect(form.email()).toHaveAttribute('maxlength', '255');
    await expect(form.project()).toHaveAttribute('maxlength', '100');
    await expect(form.phone()).toHaveAttribute('maxlength', '20');
    await expect(form.company()).toHaveAttribute('maxlength', '100');
    await expect(form.message()).toHaveAttribute('maxlength', '1000');
    await expect(form.message()).toHaveAttribute('rows', '5');
    await expect(form.subject()).toHaveValue('');
    await expect(within(form.subject()).getByRole('option', { name: 'Sélectionnez une option' })).toBeDisabled();
    await expect(
      within(form.subject())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sélectionnez une option', 'Un projet', 'Une offre', 'Une formation', 'Autre']);
    const privacy = form.canvas.getByRole('link', { name: 'politique de confidentialité' });
    await expect(privacy).toHaveAttribute('href', '/politique-de-confidentialite');
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const IncompleteFormSent: Story = {
  play: async ({ args, canvasElement }) => {
    const form = canvasOf(canvasElement);
    await userEvent.type(form.email(), 'camille@exemple');
    await userEvent.click(form.submit());

    const toast = await findToast('Formulaire incomplet');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toHaveTextContent('Veuillez remplir tous les champs obligatoires.');
    await expect(form.name()).toHaveAccessibleDescription('Le nom est requis');
    await expect(form.email()).toHaveAccessibleDescription('Adresse email invalide');
    await expect(form.subject()).toHaveAccessibleDescription('Veuillez sélectionner le sujet de votre question');
    await expect(form.message()).toHaveAccessibleDescription('Le message est requis');
    for (const field of [form.name(), form.email(), form.subject(), form.message()]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    for (const field of [form.project(), form.phone(), form.company()]) {
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    await waitFor(() => expect(form.name()).toHaveFocus());
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const FirstErrorFocused: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasOf(canvasElement);
    await userEvent.type(form.name(), 'Camille Durand');
    await userEvent.type(form.email(), 'camille.durand@exemple.fr');
    await userEvent.click(form.submit());
    await waitFor(() => expect(form.subject()).toHaveFocus());
    await expect(form.name()).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorGoneOnceFixed: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasOf(canvasElement);
    await userEvent.click(form.submit());
    await expect(await form.canvas.findByText('Le nom est requis')).toBeVisible();
    await userEvent.type(form.name(), 'C');
    await expect(form.canvas.queryByText('Le nom est requis')).toBeNull();
    await expect(form.name()).not.toHaveAttribute('aria-invalid');
    // Only the edited field is cleared.
    await expect(form.canvas.getByText('Le message est requis')).toBeVisible();
    await userEvent.selectOptions(form.subject(), 'offre');
    await expect(form.canvas.queryByText('Veuillez sélectionner le sujet de votre question')).toBeNull();
  },
};

export const Sending: Story = {
  args: { send: fn(neverAnswers) },
  play: async ({ args, canvasElement }) => {
    const form = canvasOf(canvasElement);
    await fillIn(canvasElement, visitor);
    await userEvent.click(form.submit());

    const button = await form.canvas.findByRole('button', { name: 'Envoi en cours...' });
    await expect(button).toBeDisabled();
    for (const field of [
      form.name(),
      form.email(),
      form.subject(),
      form.project(),
      form.phone(),
      form.company(),
      form.message(),
    ]) {
      await expect(field).toBeDisabled();
    }
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const form = canvasOf(canvasElement);
    await fillIn(canvasElement, { ...visitor, name: `  ${visitor.name}  ` });
    await userEvent.type(form.phone(), '06 12 34 56 78');
    await userEvent.click(form.submit());

    const toast = await findToast('Message envoyé !');
    await expect(toast).toHaveAttribute('data-variant', 'default');
    await expect(toast).toHaveTextContent(
      'Nous avons bien reçu votre message. Un email de confirmation vous a été envoyé. Nous vous répondrons dans les plus brefs délais.',
    );
    // The trimmed message, its key and an empty honeypot were sent once.
    await expect(args.send).toHaveBeenCalledTimes(1);
    await expect(args.send).toHaveBeenCalledWith(
      { ...visitor, phone: '06 12 34 56 78' },
      { idempotencyKey: expect.stringMatching(uuid), honeypot: '' },
    );
    // The form gives way to a lasting confirmation, which takes focus.
    const confirmation = await form.canvas.findByRole('status');
    await expect(confirmation).toHaveTextContent('Message envoyé !');
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(canvasElement.querySelector('form')).toBeNull();
    // A new message: the form again, emptied, focus on its first field.
    await userEvent.click(form.canvas.getByRole('button', { name: 'Écrire un autre message' }));
    for (const field of [form.name(), form.email(), form.subject(), form.phone(), form.message()]) {
      await expect(field).toHaveValue('');
      await expect(field).toBeEnabled();
    }
    await waitFor(() => expect(form.name()).toHaveFocus());
  },
};

export const ServerError: Story = {
  args: {
    send: fn(async () => {
      throw new Error(serverError);
    }),
  },
  play: async ({ args, canvasElement }) => {
    const form = canvasOf(canvasElement);
    await fillIn(canvasElement, visitor);
    await userEvent.click(form.submit());

    const toast = await findToast("Erreur d'envoi");
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toHaveTextContent(serverError);
    await expect(args.send).toHaveBeenCalledTimes(1);
    // Values kept, form usable again.
    await expect(form.name()).toHaveValue(visitor.name);
    await expect(form.subject()).toHaveValue(visitor.subject);
    await expect(form.message()).toHaveValue(visitor.message);
    await expect(form.submit()).toHaveAccessibleName('Envoyer le message');
    await expect(form.submit()).toBeEnabled();
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: {
    send: fn(async () => {
      throw new TypeError('');
    }),
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, visitor);
    await userEvent.click(canvasOf(canvasElement).submit());
    const toast = await findToast("Erreur d'envoi");
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toHaveTextContent(
      "Une erreur s'est produite lors de l'envoi. Veuillez réessayer ou nous contacter directement par email.",
    );
  },
};

export const SentOnSecondTry: Story = {
  args: {
    send: fn(async () => {
      throw new Error(serverError);
    }),
  },
  play: async ({ args, canvasElement }) => {
    const form = canvasOf(canvasElement);
    const send = args.send as Mock<SendContactMessage>;
    const keyOfCall = (index: number) => send.mock.calls[index]?.[1].idempotencyKey;
    await fillIn(canvasElement, visitor);

    await userEvent.click(form.submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(form.submit()).toBeEnabled());
    await userEvent.click(form.submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await expect(keyOfCall(1)).toBe(keyOfCall(0));

    // Changed values make another message, with another key.
    await waitFor(() => expect(form.message()).toBeEnabled());
    await userEvent.type(form.message(), ' Merci.');
    await userEvent.click(form.submit());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    await expect(keyOfCall(2)).toMatch(uuid);
    await expect(keyOfCall(2)).not.toBe(keyOfCall(0));
  },
};

/** A send still on its way until the play function lets it arrive: a slow network, without a clock. */
const heldSend = (() => {
  let arrive = () => {};
  return {
    send: fn(() => new Promise<void>((resolve) => (arrive = resolve))),
    arrive: () => arrive(),
  };
})();

export const SentOnceAfterDoubleClick: Story = {
  args: { send: heldSend.send },
  play: async ({ args, canvasElement }) => {
    await fillIn(canvasElement, visitor);
    const formElement = canvasElement.querySelector('form');
    if (!formElement) throw new Error('no form');
    // Three submits in a row, before React re-renders the first one (Enter pressed repeatedly does the same).
    formElement.requestSubmit();
    formElement.requestSubmit();
    formElement.requestSubmit();
    await expect(args.send).toHaveBeenCalledTimes(1);
    // The answer arrives once the form shows it is sending and the disabled field has lost focus, as on a slow network.
    await expect(await within(canvasElement).findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    heldSend.arrive();
    await findToast('Message envoyé !');
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};

export const FilledInByARobot: Story = {
  play: async ({ args, canvasElement }) => {
    const form = canvasOf(canvasElement);
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('no honeypot');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(trap.labels?.[0]).toHaveTextContent('Ne pas remplir ce champ');
    // Out of sight and out of the tab order: Tab goes from the message to the button.
    await expect(form.canvas.queryByRole('textbox', { name: 'Ne pas remplir ce champ' })).toBeNull();
    await fillIn(canvasElement, visitor);
    await userEvent.tab();
    await expect(form.submit()).toHaveFocus();

    // A bot fills it: its value reaches send, which passes it to the server.
    await userEvent.type(trap, 'https://spam.example');
    await userEvent.click(form.submit());
    await findToast('Message envoyé !');
    await expect(args.send).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ honeypot: 'https://spam.example' }),
    );
  },
};

export const PrefilledFromCourse: Story = {
  args: {
    defaultSubject: 'formation',
    defaultProjectName: documentaryCourse?.title ?? 'Les clés de la série documentaire',
  },
  play: async ({ canvasElement }) => {
    const form = canvasOf(canvasElement);
    await expect(form.subject()).toHaveValue('formation');
    await expect(form.project()).toHaveValue(documentaryCourse?.title);
  },
};

const courseRequestArgs = {
  defaultSubject: 'formation',
  defaultProjectName: writingTitle,
  course: courseRequest,
  sessionRequest: firstSession ? { session: firstSession.value, key: 'cta-1' } : undefined,
} as const;

const sessionField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /^Session souhaitée\s*\(facultatif\)$/ });

/** On a course page, after a 'Pré-inscription': the course, its title and the chosen session filled in. */
export const CourseRequest: Story = {
  args: courseRequestArgs,
  play: async ({ args, canvasElement }) => {
    const form = canvasOf(canvasElement);
    await expect(form.subject()).toHaveValue('formation');
    await expect(form.project()).toHaveValue(writingTitle);
    await waitFor(() => expect(sessionField(canvasElement)).toHaveValue(firstSession?.value));
    await expect(
      within(sessionField(canvasElement))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([noSessionLabel, ...writingSessions.map((one) => one.label)]);
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const CourseRequestSent: Story = {
  args: courseRequestArgs,
  play: async ({ args, canvasElement }) => {
    const form = canvasOf(canvasElement);
    const session = sessionField(canvasElement);
    await waitFor(() => expect(session).toHaveValue(firstSession?.value));
    // The visitor may change it, or ask for a quote with no date.
    await userEvent.selectOptions(session, secondSession?.value ?? '');
    await userEvent.type(form.name(), visitor.name);
    await userEvent.type(form.email(), visitor.email);
    await userEvent.click(form.message());
    await userEvent.paste(visitor.message);
    await userEvent.click(form.submit());
    await findToast('Message envoyé !');
    await expect(args.send).toHaveBeenCalledWith(
      {
        ...visitor,
        projectOrFormationName: writingTitle,
        courseId: 'atelier-ecriture-avec-ia',
        session: secondSession?.value,
      },
      { idempotencyKey: expect.stringMatching(uuid), honeypot: '' },
    );
    // A new message is emptied like any other; it still names the course.
    await userEvent.click(await form.canvas.findByRole('button', { name: 'Écrire un autre message' }));
    await expect(sessionField(canvasElement)).toHaveValue('');
    await expect(form.project()).toHaveValue(writingTitle);
  },
};

/** Stands for the page's 'Pré-inscription' links: each press is a new request (the site passes the navigation's key). */
function SessionCallsToAction(props: Parameters<typeof ContactForm>[0]) {
  const [request, setRequest] = useState<SessionRequest | undefined>(undefined);
  return (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <div style={{ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' }}>
        {writingSessions.map((one, index) => (
          <Button
            key={one.value}
            variant="secondary"
            size="small"
            onClick={() => setRequest({ session: one.value, key: `cta-${index}-${Date.now()}` })}
          >
            {`Pré-inscription : ${one.label}`}
          </Button>
        ))}
      </div>
      <ContactForm {...props} sessionRequest={request} />
    </div>
  );
}

export const SessionChosenFromCoursePage: Story = {
  args: { defaultSubject: 'formation', defaultProjectName: writingTitle, course: courseRequest },
  render: (args) => <SessionCallsToAction {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const session = canvas.getByRole('combobox', { name: /^Session souhaitée/ });
    await expect(session).toHaveValue('');
    const [first, second] = canvas.getAllByRole('button', { name: /^Pré-inscription/ });
    if (!first || !second) throw new Error('expected two calls to action');
    await userEvent.click(second);
    await waitFor(() => expect(session).toHaveValue(secondSession?.value));
    await userEvent.click(first);
    await waitFor(() => expect(session).toHaveValue(firstSession?.value));
    // A press of the same call to action after a choice in the select applies again.
    await userEvent.selectOptions(session, '');
    await userEvent.click(first);
    await waitFor(() => expect(session).toHaveValue(firstSession?.value));
  },
};

const invalid = validateContact({ ...emptyContactValues, email: 'camille@exemple' });
const filledValues = { ...visitor, company: 'Studio Tremplin', phone: '06 12 34 56 78' };

const previews: { caption: string; state: ContactFormState }[] = [
  { caption: 'Empty', state: initialContactFormState },
  {
    caption: 'Invalid submit: errors under the fields',
    state: {
      ...initialContactFormState,
      values: { ...emptyContactValues, email: 'camille@exemple' },
      fieldErrors: invalid.success ? {} : invalid.fieldErrors,
    },
  },
  {
    caption: 'Filled (also: after a server error, values kept)',
    state: { ...initialContactFormState, values: filledValues },
  },
  {
    caption: 'On a course page: a session chosen',
    state: {
      ...initialContactFormState,
      values: {
        ...emptyContactValues,
        subject: 'formation',
        projectOrFormationName: writingTitle,
        session: firstSession?.value ?? '',
      },
    },
  },
  {
    caption: 'Sending',
    state: { ...initialContactFormState, status: 'submitting', values: filledValues, submission: filledValues },
  },
];

export const AllStates: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: vars.space.xxlarge,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
      }}
    >
      {previews.map(({ caption, state }) => (
        <div key={caption} style={{ display: 'grid', gap: vars.space.medium, alignContent: 'start' }}>
          <p
            style={{ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted }}
          >
            {caption}
          </p>
          <ContactForm
            send={args.send}
            privacyPolicyHref={args.privacyPolicyHref}
            initialState={state}
            course={state.values.session === undefined ? undefined : courseRequest}
          />
        </div>
      ))}
    </div>
  ),
};
