import { partners } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  autoplayArgTypes,
  autoplayClock,
  carouselControlTones,
  heldAutoplayDelay,
  playAutoplay,
  radioControls,
} from '@fabrique/ui/catalogue';
import { LogoCarousel } from './LogoCarousel.tsx';
import { vars } from '@fabrique/ui';

const meta = {
  title: 'Site blocks/LogoCarousel',
  tags: ['logos', 'partenaires'],
  component: LogoCarousel,
  args: { partners, label: 'Nos partenaires', autoplay: false, controlsTone: 'light' },
  argTypes: {
    ...radioControls({ controlsTone: carouselControlTones }),
    ...autoplayArgTypes,
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for the CSIA page’s row of partner logos.

**When not to**: for partners with a text (PartnerCard).

The CSIA page's partner logos, built on Carousel: loops, turns every 2000 ms, pauses on hover and keyboard focus.

**States**: autoplay by default (\`autoplay={false}\` for a still row), none under reduced motion; a partner with a \`url\` is a link
(new tab, announced "(nouvel onglet)"), the others a plain tile. 2, 3 then 4 logos per view.

**Keyboard**: pause button, previous, next, then the logo links; Left/Right arrows move one logo.

**Decisions**: the logos keep their alternative text ('Logo Sillage'), the only name the partner has here; the pause button is always there when it moves (WCAG 2.2.2).`,
      },
    },
  },
} satisfies Meta<typeof LogoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const partner of partners) {
      await expect(canvas.getByRole('img', { name: partner.logo.alt })).toHaveAttribute(
        'width',
        String(partner.logo.width),
      );
    }
    const linked = partners.find((partner) => partner.url);
    if (linked?.url) {
      const link = canvas.getByRole('link', { name: `${linked.logo.alt} (nouvel onglet)` });
      await expect(link).toHaveAttribute('href', linked.url);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const Autoplay: Story = {
  args: { autoplay: { delay: heldAutoplayDelay }, prefersReducedMotion: false },
  beforeEach: autoplayClock.hold,
  play: ({ canvasElement }) => playAutoplay(canvasElement, 'Nos partenaires', partners.length),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 40 }}>
      <LogoCarousel partners={partners} autoplay={false} />
      {/* The hour-long delay shows the pause button without anything moving. */}
      <div style={{ background: vars.color.stage, padding: 32, borderRadius: 16 }}>
        <LogoCarousel
          partners={partners}
          label="Partenaires du CSIA"
          controlsTone="stage"
          autoplay={{ delay: 3_600_000 }}
          prefersReducedMotion={false}
        />
      </div>
    </div>
  ),
};
