import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkProvider, SmartLink } from './LinkProvider.tsx';
import { TextLink } from './TextLink.tsx';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Navigation/TextLink',
  component: TextLink,
  subcomponents: { SmartLink, LinkProvider },
  args: { href: '/politique-de-confidentialite', children: 'politique de confidentialité' },
  parameters: {
    layout: 'padded',
  },
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

export const Back: Story = {
  args: { href: '/actualites', children: 'Retour aux actualités', back: true },
  render: (args) => (
    <p>
      <TextLink {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Retour aux actualités' });
    await expect(link).toHaveAttribute('href', '/actualites');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
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
        <TextLink href="/actualites" back>
          Retour aux actualités
        </TextLink>
      </p>
      <p>
        Découvrez{' '}
        <TextLink href="https://www.agence-sillage.fr" external>
          l’agence Sillage
        </TextLink>
        .
      </p>
      <p style={{ background: vars.color.stage, color: vars.color.onStage, padding: 16 }}>
        Sur la scène : <TextLink href="/csia">le centre de services IA</TextLink>.
      </p>
    </div>
  ),
};
