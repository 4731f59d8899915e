import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkedText, PhraseLinkProvider, splitOnPhrases } from './LinkedText.tsx';

/** The app's phrase: wherever a text names the workshop space, it links to its page. */
const spaceMention = { phrase: 'Espace des ateliers', href: '/espace' };
const about =
  'Installés à Lyon, nous proposons des ateliers courts animés par des professionnels en activité, un suivi des projets et, avec nos partenaires, un Espace des ateliers ouvert toute la semaine.';
const membership = 'Accès libre à l’Espace des ateliers';
const noMention =
  'Depuis 2012, nous réunissons graphistes, rédacteurs, photographes et développeurs autour d’une même envie : apprendre en faisant, et faire aboutir des projets qui leur ressemblent.';

const meta = {
  title: 'Content/LinkedText',
  tags: ['texte avec liens', 'mention'],
  component: LinkedText,
  subcomponents: { PhraseLinkProvider },
  args: { children: about },
  decorators: [
    (Story) => (
      <PhraseLinkProvider links={[spaceMention]}>
        <p style={{ maxWidth: 640 }}>
          <Story />
        </p>
      </PhraseLinkProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof LinkedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mention: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Espace des ateliers' });
    await expect(link).toHaveAttribute('href', '/espace');
    // The rest of the sentence is untouched around the link.
    await expect(canvasElement.querySelector('p')).toHaveTextContent(about);
    await expect(
      splitOnPhrases('L’Espace et l’Espace des ateliers', [{ phrase: 'Espace', href: '/espace' }, spaceMention]).map(
        (part) => part.text,
      ),
    ).toEqual(['L’', 'Espace', ' et l’', 'Espace des ateliers']);
  },
};

export const NoMention: Story = {
  args: { children: noMention },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const OnTheLinkedPage: Story = {
  args: { children: membership },
  decorators: [
    (Story) => (
      <PhraseLinkProvider links={[spaceMention]} currentPath="/espace/">
        <Story />
      </PhraseLinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    // No link to the page the visitor is on.
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <span style={{ display: 'grid', gap: 16 }}>
      <span>
        <LinkedText>{about}</LinkedText>
      </span>
      <span>
        <LinkedText>{membership}</LinkedText>
      </span>
      <span>
        <LinkedText>{noMention}</LinkedText>
      </span>
    </span>
  ),
};
