import { articlePath, articles } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Grid } from '@fabrique/ui';
import { radioControls, StateGrid, withMaxWidth } from '@fabrique/ui/catalogue';
import { ArticleCard, articleCardHeadingLevels } from './ArticleCard.tsx';

const article = (id: string) => articles.find((candidate) => candidate.id === id)!;
const vhmss = article('referents-vhmss-coordination-intimite');

const meta = {
  title: 'Site blocks/ArticleCard',
  tags: ['carte article', 'actualité'],
  component: ArticleCard,
  args: { article: vhmss, href: articlePath(vhmss.id), headingLevel: 3, imageLoading: 'eager' },
  argTypes: radioControls({ headingLevel: articleCardHeadingLevels }),
  decorators: [withMaxWidth],
  parameters: {
    layout: 'padded',
    maxWidth: 400,
    docs: {
      description: {
        component: `**When to use it**: for an article in the articles grid and the suggestions under an article.

**When not to**: for the article itself (ArticleBody).

An article in the 'Articles & Actualités' grid and in the suggestions under an article: image, category badge,
date, title, excerpt and 'Lire l'article →'. The whole card leads to its \`href\`, the article's page (the site passes \`articlePath(article.id)\`).

- **One link, named by the title** (stretched link, as on CourseCard): a click anywhere opens the article, a screen
  reader hears only the title. The arrow of 'Lire l'article →' is an \`aria-hidden\` icon (no font of ours has the glyph).
- The article's ISO date is shown the French long way ('10 mars 2026', '1er avril 2026') in a
  \`<time dateTime="yyyy-mm-dd">\`, through content's one date module (it never depends on the time zone).
- The category keeps one badge colour everywhere (\`articleCategoryTones\`): RSE shares the green of the RSE courses.
- The image is \`alt=""\` here (the title says what the article is; the article page describes the image) and lazy by
  default; pass \`imageLoading="eager"\` for cards visible on arrival.
- Hover lifts the card and zooms the image slightly (not under reduced motion); focus rings the whole card.
- Keyboard: one Tab stop per card.`,
      },
    },
  },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName(vhmss.title);
    await expect(link).toHaveAttribute('href', `/actualites/${vhmss.id}`);
    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveAttribute('datetime', '2026-03-10');
    await expect(time).toHaveTextContent('10 mars 2026');
    await expect(canvas.getByText('Sécurité')).toBeVisible();
    await expect(canvas.getByText(/Lire l'article/).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(/Lire l'article/)).toBeVisible();
    const image = canvas.getByRole('presentation');
    await expect(image).toHaveAttribute('width', '1200');
  },
};

export const KeyboardFocus: Story = {
  args: { article: article('ia-ecriture-scenaristes'), href: articlePath('ia-ecriture-scenaristes') },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
    await expect(getComputedStyle(canvasElement.querySelector('article')!).outlineStyle).toBe('solid');
  },
};

export const AllStates: Story = {
  parameters: { maxWidth: null },
  render: (args) => (
    <StateGrid
      states={[
        {
          label: 'Newest first',
          wide: true,
          children: (
            <Grid space="large" columns={{ tablet: 2, desktop: 3 }}>
              {articles.map((item) => (
                <ArticleCard key={item.id} {...args} article={item} href={articlePath(item.id)} />
              ))}
            </Grid>
          ),
        },
        { label: 'Hover', force: 'hover', width: 360, children: <ArticleCard {...args} /> },
        { label: 'Focus', force: 'focusVisible', width: 360, children: <ArticleCard {...args} /> },
        { label: 'Long title, 320 px', width: 320, children: <ArticleCard {...args} /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const newestFirst = within(canvasElement).getByRole('figure', { name: 'Newest first' });
    const dates = [...newestFirst.querySelectorAll('time')].map((time) => time.getAttribute('datetime'));
    await expect(dates).toEqual(['2026-11-04', '2026-06-16', '2026-03-10', '2025-12-02', '2025-09-23']);
  },
};
