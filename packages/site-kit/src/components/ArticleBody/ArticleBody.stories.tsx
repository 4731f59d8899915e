import { articleBody, articleBodyFormat, articles, bodyText, readBody } from '@fabrique/content';
import Markdoc from '@markdoc/markdoc';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleBody, articleBodySubheadingLevels } from './ArticleBody.tsx';
import { radioControls } from '@fabrique/ui/catalogue';

const article = articles.find((candidate) => candidate.id === 'eco-production-tournages-responsables')!;
const body = articleBody(article);
const headings = [body]
  .flat()
  .filter(Markdoc.Tag.isTag)
  .filter((block) => block.name === 'Heading')
  .map((heading) => bodyText(heading).trim());
/** A body written for the story, read with an article's format; its one image is the article's cover. */
const sample = (content: string) =>
  readBody({ file: 'story', entry: article.title, field: 'body' }, content, articleBodyFormat, {
    image: (src) => (src === 'cover.svg' ? article.image.src : undefined),
  });

const meta = {
  title: 'Site blocks/ArticleBody',
  tags: ['corps d’article', 'article'],
  component: ArticleBody,
  args: { body, subheadingLevel: 2 },
  argTypes: radioControls({ subheadingLevel: articleBodySubheadingLevels }),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for the text of an article, from articleBody(article).

**When not to**: for other running text (Prose), or a legal page's body (MarkdocBody inside Prose).

The text of an article as the editor wrote it in Markdoc, read by content's \`articleBody(article)\` and rendered by
MarkdocBody: paragraphs, headings, bold, italic, struck text, links (internal ones through the router, external ones
in a new tab), bulleted and numbered lists, quotations, dividers and images with their text alternative.

- **Never raw HTML**: Markdoc renders each node as a React element, so HTML in the content is shown, never run.
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
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(headings);
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

export const HtmlShownAsText: Story = {
  args: {
    body: sample(
      '## Que se passe-t-il avec du HTML ?\n\n<strong>Ce texte</strong> reste du texte : <img src=x onerror="alert(1)"> ne devient jamais une image.',
    ),
    subheadingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Que se passe-t-il avec du HTML ?');
    await expect(canvasElement.querySelector('strong, img')).toBeNull();
    await expect(canvas.getByText(/<strong>Ce texte<\/strong>/)).toBeVisible();
  },
};

/** The first blocks of an article's body. */
const opening = (index: number, count: number) => [articleBody(articles[index]!)].flat().slice(0, count);

export const Formatting: Story = {
  args: {
    body: sample(
      [
        'Un texte en **gras**, en _italique_, ~~barré~~, avec [une formation](/formations/art-du-pitch) et [un site externe](https://www.cnc.fr/).',
        '## Un intertitre',
        '- une liste à puces\n- de deux éléments',
        '1. une liste numérotée\n2. de deux étapes',
        '> Une citation, mise à part.',
        '---',
        `![${article.image.alt}](cover.svg)`,
      ].join('\n\n'),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'une formation' })).toHaveAttribute(
      'href',
      '/formations/art-du-pitch',
    );
    await expect(canvas.getByRole('link', { name: /un site externe/ })).toHaveAttribute('target', '_blank');
    await expect(canvasElement.querySelector('strong')).toHaveTextContent('gras');
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: article.image.alt })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 64 }}>
      <ArticleBody body={opening(2, 5)} />
      <ArticleBody body={opening(3, 4)} subheadingLevel={3} />
    </div>
  ),
};
