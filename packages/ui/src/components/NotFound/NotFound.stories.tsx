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
