import { footerNavigation, legalNavigation, organisation, socialLinks, type SocialLink } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, within } from 'storybook/test';
import { Button, EmailField } from '@fabrique/ui';
import { SiteFooter } from './SiteFooter.tsx';

/** Stands in for the site's NewsletterForm, which the footer only hosts. */
function NewsletterStandIn() {
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event: FormEvent) => event.preventDefault()}
      style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'stretch' }}
    >
      <EmailField label="Adresse e-mail" name="email" value={email} onChange={setEmail} maxLength={255} />
      <Button type="submit">S’inscrire</Button>
    </form>
  );
}

const contact = {
  email: organisation.email,
  phone: organisation.phone,
  phoneHref: organisation.phoneE164,
  address: organisation.displayAddress,
};

const someAddresses: readonly SocialLink[] = socialLinks.map((social) =>
  social.network === 'LinkedIn' ? { ...social, url: 'https://www.linkedin.com/company/la-fabrique-formats' } : social,
);

const meta = {
  title: 'Site blocks/SiteFooter',
  tags: ['pied de page'],
  component: SiteFooter,
  args: {
    contact,
    socialLinks,
    siteLinks: footerNavigation,
    legalLinks: legalNavigation,
    year: 2025,
    tagline:
      'L’accélérateur des formats TV made in France : formations, accompagnement de projets et centre de services IA.',
    newsletterIntro: 'Sessions à venir, nouvelles formations et actualités des formats, une fois par mois.',
    newsletter: <NewsletterStandIn />,
  },
  argTypes: { newsletter: { control: false }, socialLinks: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `**When to use it**: once per page, at the bottom: secondary links, contact, newsletter and legal links.

**When not to**: for page content or a call to action of the page.

The footer of every page: wordmark and contact details (e-mail and phone as links, the address as text), the site map, the legal and policy pages, the newsletter form and the social networks.

**When to use**: once per page, after \`<main>\`. The site passes the organisation’s facts (\`organisation\` and \`socialLinks\` from \`@fabrique/content\`), the year for the © line, and its \`NewsletterForm\` in the \`newsletter\` slot.

**States**: with or without the newsletter slot; each social network with an address (an external link, new tab) or without one yet.

**Keyboard**: only real links are in the tab order; focus rings use the on-stage colour on the dark background.

**Decisions**: a network without an address renders as dashed text with “bientôt” (read “… : bientôt disponible”), never as \`href="#"\`. The year is a prop, not \`new Date()\`, so prerendered pages and screenshots are stable. The newsletter slot sits on a light card, so a form built for light surfaces keeps its contrast. \`currentPath\` marks the exact page with \`aria-current\`.`,
      },
    },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    const siteMap = within(canvas.getByRole('navigation', { name: 'Navigation' }));
    for (const { label, href } of footerNavigation) {
      await expect(siteMap.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    const legal = within(canvas.getByRole('navigation', { name: 'Informations' }));
    for (const { label, href } of legalNavigation) {
      await expect(legal.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('link', { name: organisation.email })).toHaveAttribute(
      'href',
      `mailto:${organisation.email}`,
    );
    await expect(canvas.getByRole('link', { name: organisation.phone })).toHaveAttribute(
      'href',
      `tel:${organisation.phoneE164}`,
    );
    await expect(footer).toHaveTextContent('Paris, France');
    // Social networks without an address are text, never links, and no link points nowhere.
    const socialList = canvas.getByRole('heading', { name: 'Suivez-nous' }).nextElementSibling as HTMLElement;
    await expect(within(socialList).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(socialList).queryAllByRole('link')).toHaveLength(0);
    for (const { label } of socialLinks) {
      await expect(socialList).toHaveTextContent(`${label} : bientôt disponible`);
    }
    await expect(footer.querySelector('a[href="#"], a:not([href])')).toBeNull();
    await expect(footer).toHaveTextContent('© 2025 La Fabrique. Tous droits réservés.');
    await expect(canvas.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
  },
};

export const WithSocialAddresses: Story = {
  args: { socialLinks: someAddresses },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const linkedIn = canvas.getByRole('link', { name: 'LinkedIn (nouvel onglet)' });
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('link', { name: /YouTube/ })).toBeNull();
  },
};

export const WithoutNewsletter: Story = {
  args: { newsletter: undefined, newsletterIntro: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Newsletter' })).toBeNull();
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/mentions-legales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  },
};

/** One footer shows every state: newsletter slot, a network with an address and two without, a current page. */
export const AllStates: Story = {
  args: { socialLinks: someAddresses, currentPath: '/la-fabrique' },
};
