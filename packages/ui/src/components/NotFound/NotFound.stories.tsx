import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound, notFoundHeadingLevels } from './NotFound.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

const meta = {
  title: 'Site sections/NotFound',
  tags: ['page introuvable', '404'],
  component: NotFound,
  args: { path: '/formations/montage-video-avance', homeHref: '/', headingLevel: 1 },
  argTypes: radioControls({ headingLevel: notFoundHeadingLevels }),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for the content of the 404 page.

**When not to**: for a page that failed to render (ErrorFallback).

The content of the 404 page: 'Oops! Page not found' and a 'Return to Home' link to /.

- The two texts are the spec's, **in English, verbatim**; they carry \`lang="en"\` so screen readers switch voice on a
  French page.
- **path** (optional) shows the address the visitor asked for, so a typo is easy to spot. Logging it to the console is
  the route's job, not this component's.
- The large "404" is decorative (\`aria-hidden\`); the heading is the page's h1 by default.
- Keyboard: one Tab stop, the link home.`,
      },
    },
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' });
    await expect(heading).toHaveAttribute('lang', 'en');
    const link = canvas.getByRole('link', { name: 'Return to Home' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(canvas.getByText('/formations/montage-video-avance')).toBeVisible();
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithoutPath: Story = {
  args: { path: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Adresse demandée/)).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 64 }}>
      <NotFound
        path="/actualites/une-adresse-tres-longue-qui-ne-correspond-a-aucun-article-publie-sur-le-site"
        homeHref="/"
      />
      <NotFound headingLevel={2} homeHref="/" />
    </div>
  ),
};
