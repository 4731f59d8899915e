import type { Meta, StoryObj } from '@storybook/react-vite';
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
// The example brand: tokens/example-brand.tokens.json (roles only), generated to this stylesheet and its class.
import './generated/example-brand.css';
import foundations from './generated/foundations.json';

const meta = {
  title: 'Foundations/ExampleBrand',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: as the model of a brand of your own. The brand is a second tokens file that
overrides roles only (\`tokens/example-brand.tokens.json\`: colours, radii, shadows), generated to a stylesheet whose
class, \`${foundations.exampleBrandClass}\`, sets the custom properties anew on a wrapper, as an app sets them on
\`:root\` after \`styles.css\`. The catalogue's tests re-theme this story as every other one and find no colour the
theme does not drive.

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
      className={foundations.exampleBrandClass}
      style={{ color: 'var(--fab-color-text)', background: 'var(--fab-color-surface)', padding: 24 }}
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
