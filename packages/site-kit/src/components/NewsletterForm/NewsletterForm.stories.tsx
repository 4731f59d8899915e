import {
  courseAlertConsentWording,
  initialNewsletterFormState,
  newsletterConsentWording,
  newsletterFeedback,
  type NewsletterFormState,
} from '@fabrique/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoToast, findToast, radioControls, withToaster } from '@fabrique/ui/catalogue';
import { vars } from '@fabrique/ui';
import { NewsletterForm, newsletterFormTones, type NewsletterFormTone } from './NewsletterForm.tsx';

const serverError = 'Trop de demandes. Veuillez réessayer plus tard.';

/**
 * The success message's timer, held: it ends only when a play function calls `end()`, so neither a check nor the
 * screenshot races the real 5 s on a busy machine (the timeout itself is unit-tested).
 */
function heldTimer() {
  let pending: (() => void) | null = null;
  return {
    set: fn((done: () => void, _ms: number) => {
      pending = done;
      return () => {
        if (pending === done) pending = null;
      };
    }),
    end: () => {
      const done = pending;
      pending = null;
      done?.();
    },
  };
}
const successTimer = heldTimer();

/** The footer's dark stage or a light page section, at the footer column's width. */
function Backdrop({
  tone,
  children,
  width = 420,
}: {
  tone: NewsletterFormTone;
  children: ReactNode;
  width?: number | 'auto';
}) {
  const stage = tone === 'stage';
  return (
    <div
      style={{
        background: stage ? vars.color.stage : vars.color.surface,
        color: stage ? vars.color.onStage : vars.color.text,
        padding: vars.space.xlarge,
        width,
        maxWidth: '100%',
      }}
    >
      {children}
    </div>
  );
}

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: () => canvas.getByRole('textbox', { name: 'Votre adresse email' }),
    button: () => canvas.getByRole('button', { name: /S'inscrire|Envoi\.\.\./ }),
    status: () => canvas.getByRole('status'),
    notice: () => canvas.getByText(newsletterConsentWording),
  };
}

/** The input's description: the error first, if any, then the consent notice. */
const describedAs = (error?: string) => (error ? `${error} ${newsletterConsentWording}` : newsletterConsentWording);

/** The consent notice is shown under the field and read with the input. */
async function expectConsentNotice(form: ReturnType<typeof parts>) {
  const notice = form.notice();
  await expect(notice).toBeVisible();
  await expect(form.input().getAttribute('aria-describedby')?.split(' ')).toContain(notice.id);
  await expect(notice.getBoundingClientRect().top).toBeGreaterThanOrEqual(form.input().getBoundingClientRect().bottom);
}

const meta = {
  title: 'Site blocks/NewsletterForm',
  tags: ['lettre d’information', 'newsletter', 'inscription', 'alerte'],
  component: NewsletterForm,
  args: { subscribe: fn(async () => {}), tone: 'stage', successTimer: successTimer.set },
  argTypes: {
    ...radioControls({ tone: newsletterFormTones }),
    subscribe: { control: false },
    successTimer: { control: false },
    initialState: { control: false },
  },
  decorators: [
    (Story, { args, parameters }) =>
      parameters.backdrop === false ? (
        <Story />
      ) : (
        <Backdrop tone={args.tone ?? 'surface'}>
          <Story />
        </Backdrop>
      ),
    withToaster,
  ],
  parameters: {
    docs: {
      description: {
        component: `**When to use it**: for the newsletter subscription (the footer).

**When not to**: for a message to the team (ContactForm).

The footer's newsletter subscription: one EmailField and a button. Its behaviour lives in
\`useNewsletterForm\`, which wires \`newsletterFormReducer\` from \`@fabrique/forms\` to React.

- **States**: idle (button disabled while the field is empty) → sending ('Envoi...', input and button disabled) → success
  ('✓ Inscription réussie !', the check mark an \`aria-hidden\` icon, in the success colour for 5 s, input cleared, toast 'Inscription réussie !',
  focus on the result) then subscribed (the lasting 'Vérifiez votre boîte mail pour confirmer votre inscription.', until the next
  submit) or error (message
  under the input, red and thicker border, and for server failures only a toast "Erreur d'inscription" with the server's
  text or 'Une erreur s'est produite. Veuillez réessayer.'). Typing clears the error.
- **Validation** errors (invalid address) stay inline, without a toast; focus goes to the input so the message, wired with
  \`aria-describedby\`, is read out.
- **Consent notice**: \`newsletterConsentWording\` from \`@fabrique/forms\`, always shown under the field in small muted text
  and read after the error through \`aria-describedby\`. The server stores this same constant as proof of consent, so the
  text shown and the text recorded cannot drift apart.
- **Tone**: \`stage\` on the dark footer re-points the text, feedback and focus tokens for the form's subtree (light label,
  light green success, light red error, coral focus ring: all AA on the stage); \`surface\` on light sections.
- **Layout**: the input and the button sit side by side when the form is at least 26 rem wide (a container query, so the
  narrow footer column stacks them), one under the other otherwise.
- **Injected call**: \`subscribe(email)\`; the site passes \`(email) => subscribeToNewsletter(backendConfig, email)\`.
  \`successDuration\` (5000 ms by default) is how long the message stays; \`Infinity\` keeps it for previews.
  \`successTimer\` (a timeout by default) is what waits: these stories pass one they end themselves.
- The success message and the lasting confirmation sit in a \`role="status"\` region. **Keyboard**: native input and button; Enter submits.`,
      },
    },
  },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('novalidate');
    await expect(form.input()).toHaveAttribute('maxlength', '255');
    await expect(form.input()).toHaveAttribute('type', 'email');
    await expectConsentNotice(form);
    await expect(form.input()).toHaveAccessibleDescription(describedAs());
    await userEvent.type(form.input(), 'camille.durand@exemple.fr{Enter}');
    await findToast('Inscription réussie !');
    await expect(args.subscribe).toHaveBeenCalledWith('camille.durand@exemple.fr');
  },
};

export const OnSurface: Story = {
  args: { tone: 'surface' },
  play: async ({ canvasElement }) => {
    const form = parts(canvasElement);
    await expectConsentNotice(form);
    await expect(form.input()).toHaveAccessibleDescription(describedAs());
  },
};

export const EmptyWithButtonDisabled: Story = {
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await expect(form.button()).toBeDisabled();
    await userEvent.type(form.input(), 'c');
    await expect(form.button()).toBeEnabled();
    await userEvent.clear(form.input());
    await expect(form.button()).toBeDisabled();
    // Enter in the empty field does not submit either.
    await userEvent.type(form.input(), '{Enter}');
    await expect(args.subscribe).not.toHaveBeenCalled();
    await expect(form.canvas.queryByText('Adresse email invalide')).toBeNull();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.type(form.input(), 'camille@exemple');
    await userEvent.click(form.button());
    await expect(form.input()).toHaveAttribute('aria-invalid', 'true');
    await expect(form.input()).toHaveAccessibleDescription(describedAs('Adresse email invalide'));
    await expectConsentNotice(form);
    await waitFor(() => expect(form.input()).toHaveFocus());
    await expect(args.subscribe).not.toHaveBeenCalled();
    // Validation errors are inline only.
    await expectNoToast();
  },
};

export const ErrorGoneWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.type(form.input(), 'camille@exemple{Enter}');
    await expect(await form.canvas.findByText('Adresse email invalide')).toBeVisible();
    await userEvent.type(form.input(), '.fr');
    await expect(form.canvas.queryByText('Adresse email invalide')).toBeNull();
    await expect(form.input()).not.toHaveAttribute('aria-invalid');
    await expect(form.input()).toHaveAccessibleDescription(describedAs());
  },
};

export const Sending: Story = {
  args: { subscribe: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.type(form.input(), 'camille.durand@exemple.fr');
    await userEvent.click(form.button());
    const button = await form.canvas.findByRole('button', { name: 'Envoi...' });
    await expect(button).toBeDisabled();
    await expect(form.input()).toBeDisabled();
    // A second submit while sending is ignored.
    canvasElement.querySelector('form')?.requestSubmit();
    await expect(args.subscribe).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.type(form.input(), '  camille.durand@exemple.fr ');
    await userEvent.click(form.button());
    const toast = await findToast('Inscription réussie !');
    await expect(toast).toHaveAttribute('data-variant', 'default');
    await expect(toast).toHaveTextContent('Vérifiez votre boîte mail pour confirmer votre inscription.');
    await expect(form.status()).toHaveTextContent(newsletterFeedback.inlineSuccess);
    await expect(form.status()).toHaveTextContent(newsletterFeedback.successDescription);
    await expect(form.status().querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The button pressed is disabled again (the field is empty): focus goes to the result.
    await waitFor(() => expect(form.status()).toHaveFocus());
    await expect(form.input()).toHaveValue('');
    await expect(form.button()).toBeDisabled();
    await expect(args.subscribe).toHaveBeenCalledWith('camille.durand@exemple.fr');
    // It stays for the default 5 s: the timer is set for that long and has not ended.
    await expect(successTimer.set).toHaveBeenCalledOnce();
    await expect(successTimer.set).toHaveBeenCalledWith(expect.any(Function), 5000);
    await expect(form.status()).toHaveTextContent(newsletterFeedback.inlineSuccess);
  },
};

export const SuccessMessageFadedAway: Story = {
  args: { successDuration: 800 },
  play: async ({ canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.type(form.input(), 'camille.durand@exemple.fr{Enter}');
    await waitFor(() => expect(form.status()).toHaveTextContent(newsletterFeedback.inlineSuccess));
    await expect(successTimer.set).toHaveBeenCalledWith(expect.any(Function), 800);
    // Typing meanwhile neither hides it nor restarts the count.
    await userEvent.type(form.input(), 'lea');
    await expect(form.status()).toHaveTextContent(newsletterFeedback.inlineSuccess);
    await expect(successTimer.set).toHaveBeenCalledOnce();
    // The 800 ms pass.
    successTimer.end();
    await waitFor(() => expect(form.status()).not.toHaveTextContent(newsletterFeedback.inlineSuccess));
    // What to do next stays, until the next submit.
    await expect(form.status()).toHaveTextContent(newsletterFeedback.successDescription);
    await expect(form.input()).toHaveValue('lea');
  },
};

export const ServerError: Story = {
  args: {
    subscribe: fn(async () => {
      throw new Error(serverError);
    }),
  },
  play: async ({ canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.type(form.input(), 'camille.durand@exemple.fr');
    await userEvent.click(form.button());
    const toast = await findToast("Erreur d'inscription");
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toHaveTextContent(serverError);
    await expect(form.input()).toHaveAccessibleDescription(describedAs(serverError));
    await expect(form.input()).toHaveAttribute('aria-invalid', 'true');
    await expect(form.input()).toHaveValue('camille.durand@exemple.fr');
    await expect(form.button()).toBeEnabled();
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: {
    subscribe: fn(async () => {
      throw new Error('');
    }),
  },
  play: async ({ canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.type(form.input(), 'camille.durand@exemple.fr{Enter}');
    const toast = await findToast("Erreur d'inscription");
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toHaveTextContent("Une erreur s'est produite. Veuillez réessayer.");
    await expect(form.input()).toHaveAccessibleDescription(
      describedAs("Une erreur s'est produite. Veuillez réessayer."),
    );
  },
};

const email = 'camille.durand@exemple.fr';
const previews: { caption: string; state: NewsletterFormState }[] = [
  { caption: 'Empty: button disabled', state: initialNewsletterFormState },
  { caption: 'Filled', state: { ...initialNewsletterFormState, email } },
  {
    caption: 'Invalid address',
    state: { status: 'error', email: 'camille@exemple', error: 'Adresse email invalide', submission: null },
  },
  { caption: 'Sending', state: { status: 'submitting', email, error: null, submission: { email } } },
  { caption: 'Success (5 s)', state: { ...initialNewsletterFormState, status: 'success' } },
  { caption: 'Subscribed (after 5 s, lasting)', state: { ...initialNewsletterFormState, status: 'subscribed' } },
  { caption: 'Server error', state: { status: 'error', email, error: serverError, submission: null } },
];

/** On a course page with no upcoming session: the course alert's consent notice and button, same behaviour. */
export const CourseAlert: Story = {
  args: { tone: 'surface', notice: courseAlertConsentWording, submitLabel: 'M’avertir' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Votre adresse email' });
    const notice = canvas.getByText(courseAlertConsentWording);
    await expect(notice).toBeVisible();
    await expect(canvas.queryByText(newsletterConsentWording)).toBeNull();
    await expect(input).toHaveAccessibleDescription(courseAlertConsentWording);
    await userEvent.type(input, 'camille.durand@exemple.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'M’avertir' }));
    await findToast('Inscription réussie !');
    await expect(args.subscribe).toHaveBeenCalledWith('camille.durand@exemple.fr');
  },
};

export const AllStates: Story = {
  parameters: { backdrop: false },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))' }}>
      {newsletterFormTones.map((tone) => (
        <Backdrop key={tone} tone={tone} width="auto">
          <div style={{ display: 'grid', gap: vars.space.xlarge }}>
            {previews.map(({ caption, state }) => (
              <div key={caption} style={{ display: 'grid', gap: vars.space.small }}>
                <p style={{ fontSize: vars.fontSize.xsmall, textTransform: 'uppercase', letterSpacing: '0.08em' }}>
                  {tone} · {caption}
                </p>
                <NewsletterForm
                  subscribe={args.subscribe}
                  tone={tone}
                  initialState={state}
                  successDuration={Infinity}
                />
              </div>
            ))}
          </div>
        </Backdrop>
      ))}
    </div>
  ),
};

export const NarrowFooterColumn: Story = {
  parameters: { backdrop: false },
  render: (args) => (
    <Backdrop tone="stage" width={300}>
      <NewsletterForm
        {...args}
        tone="stage"
        initialState={{ status: 'error', email: 'camille@exemple', error: 'Adresse email invalide', submission: null }}
      />
    </Backdrop>
  ),
  play: async ({ canvasElement }) => {
    const form = parts(canvasElement);
    // Stacked: the button sits under the input, the consent notice under both.
    const input = form.input().getBoundingClientRect();
    const button = form.button().getBoundingClientRect();
    await expect(button.top).toBeGreaterThan(input.bottom);
    await expect(form.notice().getBoundingClientRect().top).toBeGreaterThanOrEqual(button.bottom);
  },
};
