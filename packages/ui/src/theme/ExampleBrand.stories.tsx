import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { Badge } from '../components/Badge/Badge.tsx';
import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb.tsx';
import { Button, ButtonLink } from '../components/Button/Button.tsx';
import { Card } from '../components/Card/Card.tsx';
import { Heading } from '../components/Heading/Heading.tsx';
import { TextLink } from '../components/Link/TextLink.tsx';
import { Select } from '../components/Select/Select.tsx';
import { Text } from '../components/Text/Text.tsx';
import { TextField } from '../components/TextField/TextField.tsx';
import { Inline } from '../layout/Inline/Inline.tsx';
import { Stack } from '../layout/Stack/Stack.tsx';

/** An example brand: every colour, radius and shadow of the theme set anew, in plain custom properties. */
const brand = {
  '--fab-color-stage': '#132a13',
  '--fab-color-stageRaised': '#31572c',
  '--fab-color-onStage': '#fbfbf2',
  '--fab-color-onStageMuted': '#d8e2c4',
  '--fab-color-surface': '#fffdf6',
  '--fab-color-surfaceMuted': '#f1efe4',
  '--fab-color-border': '#ddd8c4',
  '--fab-color-borderStrong': '#8a8570',
  '--fab-color-text': '#23201a',
  '--fab-color-textMuted': '#5b5648',
  '--fab-color-accent': '#0f5e57',
  '--fab-color-accentHover': '#0b4a45',
  '--fab-color-onAccent': '#fcfcf9',
  '--fab-color-accentBright': '#2dd4bf',
  '--fab-color-accentSurface': '#d9f3ef',
  '--fab-color-focus': '#7c2d92',
  '--fab-color-focusOnStage': '#e9b3f5',
  '--fab-color-success': '#166534',
  '--fab-color-critical': '#9f1239',
  '--fab-color-criticalSurface': '#ffe4ea',
  '--fab-color-successOnStage': '#86efac',
  '--fab-color-criticalOnStage': '#fda4af',
  '--fab-color-rating': '#b45309',
  '--fab-category-blue-solid': '#1e40af',
  '--fab-category-blue-tint': '#e0e7ff',
  '--fab-category-blue-onSolid': '#fdfdfd',
  '--fab-category-purple-solid': '#86198f',
  '--fab-category-purple-tint': '#fae8ff',
  '--fab-category-purple-onSolid': '#fdfdfd',
  '--fab-category-green-solid': '#3f6212',
  '--fab-category-green-tint': '#ecfccb',
  '--fab-category-green-onSolid': '#fdfdfd',
  '--fab-radius-small': '2px',
  '--fab-radius-medium': '4px',
  '--fab-radius-large': '6px',
  '--fab-radius-full': '4px',
  '--fab-shadow-card': '0 1px 0 rgb(35 32 26 / 0.2)',
  '--fab-shadow-raised': '0 4px 12px rgb(35 32 26 / 0.2)',
} as CSSProperties;

const meta = {
  title: 'Foundations/ExampleBrand',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: as the model of a brand of your own. The theme's custom properties (colours,
radii, shadows) are set anew on a wrapper, as an app sets them on \`:root\` after \`styles.css\`. The catalogue's
tests re-theme this story as every other one and find no colour the theme does not drive.

**When not to**: for one component's look in the default theme, see that component's own stories.`,
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExampleBrand: Story = {
  render: () => (
    // The wrapper repeats body's colours: body resolved them from the default theme, above the wrapper's properties.
    <div
      data-brand
      style={{ ...brand, color: 'var(--fab-color-text)', background: 'var(--fab-color-surface)', padding: 24 }}
    >
      <Stack space="large">
        <Breadcrumb
          items={[
            { href: '/', label: 'Accueil' },
            { href: '/marque', label: 'Une autre marque' },
          ]}
        />
        <Heading level={1}>Une autre marque</Heading>
        <Inline space="small">
          {(['blue', 'purple', 'green', 'accent', 'neutral'] as const).map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </Inline>
        <Card tone="green">
          <Stack space="medium">
            <Heading level={2} size="h3">
              Une carte
            </Heading>
            <Text tone="muted">
              Un texte secondaire et <TextLink href="/formations">un lien</TextLink>.
            </Text>
            <Inline space="small">
              <Button>Principal</Button>
              <Button variant="secondary">Secondaire</Button>
              <ButtonLink href="https://example.com" external variant="secondary">
                Externe
              </ButtonLink>
            </Inline>
          </Stack>
        </Card>
        <Select
          label="Sujet"
          name="subject"
          value=""
          placeholder="Sélectionnez une option"
          options={[{ value: 'projet', label: 'Un projet' }]}
          onChange={() => {}}
        />
        <TextField
          label="Adresse e-mail"
          name="email"
          value=""
          onChange={() => {}}
          error="Adresse invalide."
          maxLength={254}
          optional
        />
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The brand's accent, not the default one: the wrapper's properties reach the components.
    const button = within(canvasElement).getByRole('button', { name: 'Principal' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(15, 94, 87)');
  },
};
