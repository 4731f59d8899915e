import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps, ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccordionRoot, accordionHeadingLevels, type AccordionHeadingLevel } from './Accordion.tsx';
import { Accordion } from './AccordionNamespace.ts';
import { radioControls } from '../../storyHelpers/radioControls.ts';

const questions = [
  {
    value: 'financement',
    title: 'Comment financer ma formation ?',
    answer:
      'OPCO, CPF, France Travail ou paiement échelonné : nous étudions avec vous la solution adaptée lors de l’entretien de motivation.',
  },
  {
    value: 'distanciel',
    title: 'Puis-je suivre la formation à distance ?',
    answer:
      'Certaines formations sont disponibles en distanciel ; la fiche de chaque formation l’indique dans sa localisation.',
  },
  {
    value: 'apres',
    title: 'Que se passe-t-il après la formation ?',
    answer: 'Un bilan pédagogique détaillé, puis l’entrée dans la communauté des anciens participants.',
  },
];

function Faq({ headingLevel = 3, defaultValue }: { headingLevel?: AccordionHeadingLevel; defaultValue?: string }) {
  return (
    <Accordion.Root headingLevel={headingLevel} defaultValue={defaultValue}>
      {questions.map((question) => (
        <Accordion.Item key={question.value} value={question.value}>
          <Accordion.Trigger>{question.title}</Accordion.Trigger>
          <Accordion.Content>
            <p>{question.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const meta = {
  title: 'Content/Accordion',
  tags: ['accordéon'],
  // The docs page's props tables are the library's parts; the stories render a FAQ composed of them.
  component: AccordionRoot as ComponentType<ComponentProps<typeof Faq>>,
  subcomponents: {
    'Accordion.Item': Accordion.Item,
    'Accordion.Trigger': Accordion.Trigger,
    'Accordion.Content': Accordion.Content,
  },
  args: { headingLevel: 3 },
  render: (args) => <Faq {...args} />,
  argTypes: radioControls({
    headingLevel: accordionHeadingLevels,
    defaultValue: [undefined, ...questions.map((question) => question.value)],
  }),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button');
    if (!first || !second) throw new Error('Expected triggers');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // Closed answers are in the page, for crawlers and visitors without scripts, but hidden.
    const firstAnswer = canvas.getByText(/OPCO, CPF/);
    await expect(firstAnswer).toBeInTheDocument();
    await expect(firstAnswer).not.toBeVisible();
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    // Hidden once it has collapsed.
    await waitFor(() => expect(canvas.getByText(/disponibles en distanciel/)).not.toBeVisible());
    second.blur();
  },
};

export const OneOpen: Story = {
  name: 'One open',
  args: { defaultValue: 'distanciel', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Puis-je suivre la formation à distance ?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 40 }}>
      <Faq />
      <Faq defaultValue="financement" />
    </div>
  ),
};
