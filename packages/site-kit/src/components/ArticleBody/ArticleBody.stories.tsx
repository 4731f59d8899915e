import { articles, parseArticleBody } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleBody, articleBodySubheadingLevels } from './ArticleBody.tsx';
import { radioControls } from '@fabrique/ui/catalogue';

const article = articles.find((candidate) => candidate.id === 'eco-production-tournages-responsables')!;
const blocks = parseArticleBody(article.content);

const meta = {
  title: 'Blocs du site/ArticleBody',
  component: ArticleBody,
  args: { blocks, subheadingLevel: 2 },
  argTypes: radioControls({ subheadingLevel: articleBodySubheadingLevels }),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for the text of an article, from parseArticleBody.

**When not to**: for other running text (Prose).

The text of an article, from the blocks \`parseArticleBody(article.content)\` gives: paragraphs become \`<p>\`,
bold question lines become headings.

- **Never raw HTML**: each block is a React element holding plain text, so markup in the content is shown, never run.
- **subheadingLevel** is 2 by default (the article title is the page's h1); use 3 if the page puts the body under an
  h2 of its own.
- The reading width is at most 75 characters, with a large size and airy line height; headings get more space above
  than paragraphs, to mark a new part.
- Not interactive.`,
      },
    },
  },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(
      blocks.filter((block) => block.type === 'subheading').map((block) => block.text),
    );
    // The asterisks of the source are gone.
    await expect(canvasElement.textContent).not.toContain('**');
    // Reading width: never wider than 75 characters of its own font.
    const root = canvasElement.querySelector('p')!.parentElement!;
    const probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;visibility:hidden;width:75ch';
    root.append(probe);
    const limit = probe.getBoundingClientRect().width;
    probe.remove();
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(limit + 1);
  },
};

export const MarkupStaysText: Story = {
  args: {
    blocks: [
      { type: 'subheading', text: 'Que se passe-t-il avec du HTML ?' },
      {
        type: 'paragraph',
        text: '<strong>Ce texte</strong> reste du texte : <img src=x onerror="alert(1)"> ne devient jamais une image.',
      },
    ],
    subheadingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Que se passe-t-il avec du HTML ?');
    await expect(canvasElement.querySelector('strong, img')).toBeNull();
    await expect(canvas.getByText(/<strong>Ce texte<\/strong>/)).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 64 }}>
      <ArticleBody blocks={parseArticleBody(articles[2]!.content).slice(0, 5)} />
      <ArticleBody blocks={parseArticleBody(articles[3]!.content).slice(0, 4)} subheadingLevel={3} />
    </div>
  ),
};
