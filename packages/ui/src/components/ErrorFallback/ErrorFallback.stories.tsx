import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorFallback, errorFallbackHeadingLevels } from './ErrorFallback.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

const meta = {
  title: 'Site sections/ErrorFallback',
  tags: ['page d’erreur'],
  component: ErrorFallback,
  args: { message: 'Internal Server Error', status: 500, homeHref: '/', headingLevel: 1 },
  argTypes: radioControls({ headingLevel: errorFallbackHeadingLevels }),
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(canvas.getByText('500 — Internal Server Error')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  },
};

export const ThrownError: Story = {
  args: { status: undefined, message: "Cannot read properties of undefined (reading 'title')" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Cannot read properties of undefined (reading 'title')")).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 64 }}>
      <ErrorFallback status={503} message="Service Unavailable" homeHref="/" />
      <ErrorFallback
        homeHref="/"
        headingLevel={2}
        message="Impossible de charger la page : la connexion au réseau a été interrompue avant la fin du chargement."
      />
    </div>
  ),
};
