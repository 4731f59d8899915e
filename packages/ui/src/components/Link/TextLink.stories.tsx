import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkProvider, SmartLink } from './LinkProvider.tsx';
import { TextLink } from './TextLink.tsx';
import { vars } from '../../theme/contract.css.ts';
import { StateGrid } from '../../storyHelpers/StateGrid.tsx';

const meta = {
  title: 'Navigation/TextLink',
  tags: ['lien'],
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
  render: () => {
    const policy = (
      <p>
        Consultez notre <TextLink href="/politique-de-formation">politique de formation</TextLink>.
      </p>
    );
    return (
      <StateGrid
        states={[
          { label: 'In running text', children: policy },
          { label: 'Hover', force: 'hover', children: policy },
          { label: 'Focus', force: 'focusVisible', children: policy },
          { label: 'Pressed', force: 'active', children: policy },
          {
            label: 'E-mail address',
            children: (
              <p>
                Écrivez-nous à{' '}
                <TextLink href="mailto:contact@lafabrique-formats.fr">contact@lafabrique-formats.fr</TextLink>.
              </p>
            ),
          },
          {
            label: 'Back',
            children: (
              <p>
                <TextLink href="/actualites" back>
                  Retour aux actualités
                </TextLink>
              </p>
            ),
          },
          {
            label: 'New tab',
            children: (
              <p>
                Découvrez{' '}
                <TextLink href="https://www.agence-sillage.fr" external>
                  l’agence Sillage
                </TextLink>
                .
              </p>
            ),
          },
          {
            label: 'On stage',
            stage: true,
            children: (
              <p style={{ color: vars.color.onStage, margin: 0 }}>
                Sur la scène : <TextLink href="/csia">le centre de services IA</TextLink>.
              </p>
            ),
          },
          {
            label: 'On stage, focus',
            stage: true,
            force: 'focusVisible',
            children: (
              <p style={{ color: vars.color.onStage, margin: 0 }}>
                Sur la scène : <TextLink href="/csia">le centre de services IA</TextLink>.
              </p>
            ),
          },
          {
            label: 'Long word, 320 px',
            width: 320,
            children: (
              <p>
                Lisez notre{' '}
                <TextLink href="/politique-de-formation">
                  charte anticonstitutionnellement professionnalisante de formation continue
                </TextLink>
                .
              </p>
            ),
          },
        ]}
      />
    );
  },
};
