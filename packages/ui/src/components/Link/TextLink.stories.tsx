import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextLink } from './TextLink.tsx';

const meta = {
  title: 'Components/TextLink',
  component: TextLink,
  args: { href: '/politique-de-confidentialite', children: 'politique de confidentialité' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      Vos données sont traitées selon notre <TextLink {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'politique de confidentialité' });
    await expect(link).toHaveAttribute('href', '/politique-de-confidentialite');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <p>
        Consultez notre <TextLink href="/politique-de-formation">politique de formation</TextLink>.
      </p>
      <p>
        Écrivez-nous à <TextLink href="mailto:contact@lafabrique-formats.fr">contact@lafabrique-formats.fr</TextLink>.
      </p>
      <p>
        Découvrez <TextLink href="https://www.agence-sillage.fr" external>l’agence Sillage</TextLink>.
      </p>
      <p style={{ background: '#0b1026', color: '#fff', padding: 16 }}>
        Sur la scène : <TextLink href="/csia">le centre de services IA</TextLink>.
      </p>
    </div>
  ),
};
