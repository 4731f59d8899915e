import { aboutPage, csiaMention, offers } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkedText, PhraseLinkProvider, splitOnPhrases } from './LinkedText.tsx';

const about = aboutPage.whoWeAre.paragraphs[1];
const membership = offers[0]!.features.at(-1)!;

const meta = {
  title: 'Contenus/LinkedText',
  component: LinkedText,
  args: { children: about },
  decorators: [
    (Story) => (
      <PhraseLinkProvider links={[csiaMention]}>
        <p style={{ maxWidth: 640 }}>
          <Story />
        </p>
      </PhraseLinkProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for a content text in which mentions of the site’s pages (the centre’s name…) must become links.

**When not to**: for a text with a single deliberate link (TextLink) or a call to action (ButtonLink).

A text from the content in which the names of the site's pages become links: "Centre de services IA" links to /csia
wherever a paragraph, a card or a list item mentions it, with no markup in the content itself.

**Props**: the text as \`children\`. The phrases come from \`PhraseLinkProvider\` (\`links\`, and \`currentPath\`, on which page a
phrase stays plain rather than linking to itself); without a provider the text is rendered as it is, as in the other stories.

**Keyboard**: each mention is a TextLink, reached with Tab.

**Decisions**: the content keeps plain strings, which the PDFs, the meta descriptions and the structured data read too; the site decides
which names link where. A longer phrase wins over a shorter one inside it.`,
      },
    },
  },
} satisfies Meta<typeof LinkedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mention: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Centre de services IA' });
    await expect(link).toHaveAttribute('href', '/csia');
    // The rest of the sentence is untouched around the link.
    await expect(canvasElement.querySelector('p')).toHaveTextContent(about);
    await expect(
      splitOnPhrases('Le CSIA et le Centre de services IA', [{ phrase: 'CSIA', href: '/csia' }, csiaMention]).map(
        (part) => part.text,
      ),
    ).toEqual(['Le ', 'CSIA', ' et le ', 'Centre de services IA']);
  },
};

export const NoMention: Story = {
  args: { children: aboutPage.whoWeAre.paragraphs[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const OnTheLinkedPage: Story = {
  args: { children: membership },
  decorators: [
    (Story) => (
      <PhraseLinkProvider links={[csiaMention]} currentPath="/csia/">
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
        <LinkedText>{aboutPage.whoWeAre.paragraphs[0]}</LinkedText>
      </span>
    </span>
  ),
};
