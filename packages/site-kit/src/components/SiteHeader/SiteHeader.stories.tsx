import { homePath, siteCallToAction, siteNavigation } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider, type LinkComponentProps, vars } from '@fabrique/ui';
import { SiteHeader } from './SiteHeader.tsx';

/** What the site passes: its navigation, its call to action and its home page. */
const siteLinks = { links: siteNavigation, callToAction: siteCallToAction, homeHref: homePath };

// A stand-in for the site's router: internal links update the story's path instead of leaving the iframe.
const NavigateContext = createContext<(href: string) => void>(() => {});

function StoryRouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

function StoryRouter({ children, onNavigate }: { children: ReactNode; onNavigate?: (href: string) => void }) {
  return (
    <NavigateContext.Provider value={onNavigate ?? (() => {})}>
      <LinkProvider component={StoryRouterLink}>{children}</LinkProvider>
    </NavigateContext.Provider>
  );
}

function PageStub({ id = 'contenu', path }: { id?: string; path: string }) {
  return (
    <div
      id={id}
      tabIndex={-1}
      style={{
        padding: '48px 24px',
        background: vars.color.stage,
        color: vars.color.onStage,
        minHeight: 280,
        fontFamily: 'Montserrat, sans-serif',
      }}
    >
      <p style={{ fontSize: 14, letterSpacing: '0.12em', textTransform: 'uppercase', color: vars.color.onStageMuted }}>
        Page affichée
      </p>
      <p style={{ fontSize: 28, fontWeight: 700 }}>{path}</p>
    </div>
  );
}

/** A phone-sized frame: the header's container query sees 375 px and shows the mobile menu. */
function PhoneFrame({ children, label, height = 560 }: { children: ReactNode; label: string; height?: number }) {
  return (
    <section
      aria-label={label}
      style={{
        width: 375,
        height,
        overflow: 'hidden',
        // A grey between the theme's two border tones (the frame's own, kept as it was drawn).
        border: `1px solid color-mix(in srgb, ${vars.color.borderStrong} 28%, ${vars.color.border})`,
        borderRadius: 16,
        background: vars.color.surfaceMuted,
      }}
    >
      {children}
    </section>
  );
}

/** A header whose links really change the current page, as they do in the site. */
function Playground({
  initialPath,
  onNavigate,
  phone = false,
}: {
  initialPath: string;
  onNavigate?: (href: string) => void;
  phone?: boolean;
}) {
  const [path, setPath] = useState(initialPath);
  const page = (
    <StoryRouter
      onNavigate={(href) => {
        setPath(href);
        onNavigate?.(href);
      }}
    >
      <SiteHeader {...siteLinks} currentPath={path} />
      <PageStub path={path} />
    </StoryRouter>
  );
  return phone ? <PhoneFrame label="Aperçu mobile">{page}</PhoneFrame> : page;
}

const meta = {
  title: 'Site blocks/SiteHeader',
  tags: ['en-tête', 'menu', 'navigation'],
  component: SiteHeader,
  args: { currentPath: '/', ...siteLinks },
  argTypes: {
    currentPath: {
      control: 'select',
      options: [
        '/',
        '/la-fabrique',
        '/formations',
        '/formations/art-du-pitch',
        '/nos-offres',
        '/actualites/ia-ecriture',
        '/csia',
      ],
    },
  },
  render: (args) => (
    <StoryRouter>
      <SiteHeader {...args} />
      <PageStub path={args.currentPath} />
    </StoryRouter>
  ),
  parameters: {
    docs: {
      description: {
        component: `**When to use it**: once per page, at the top: logo, main navigation and its mobile menu.

**When not to**: for navigation inside a page (TabSet, links in the content).

The sticky header of every page: a skip link (“Aller au contenu principal”, first in the tab order, shown on focus), the wordmark linking home, the five main links and the call to action “Découvrir nos formations”.

**When to use**: once per page, before \`<main id="contenu">\`. Pass the router’s pathname as \`currentPath\`: the link of the current section gets \`aria-current="page"\` (a section is current for its sub-paths, the home link only on \`/\`). The site gives its navigation (\`links\`, \`callToAction\`, \`homeHref\`): ui holds no path of the site.

**States**: desktop bar; compact bar with the menu closed or open.

**Keyboard**: Tab reaches the skip link, the wordmark, then the links (or the menu toggle). The toggle is a disclosure button (\`aria-expanded\`, \`aria-controls\`, named “Ouvrir le menu” / “Fermer le menu” once React runs; before that the browser exposes its state and its name is “Menu”); the list follows it in the tab order. Escape closes the menu and returns focus to the toggle; choosing a link, clicking outside or a new \`currentPath\` closes it too.

**Decisions**: the header is a CSS *container*: it switches to the compact bar when its own width is under 1024 px, so a 375 px frame in a story shows the real mobile menu and the markup is identical on the server and the client (no layout prop, no JS measurement). One list serves both layouts, so links are never duplicated for assistive technology. The header has a fixed height (4.5 rem) and the menu opens as an overlay capped at 500 px, so nothing below shifts. The panel is a popover (\`popovertarget\` on the toggle): the browser opens it before any script has loaded, so the first tap on a phone is answered at once, and closes it on Escape or a tap outside; React follows its \`toggle\` event. Open, it sits in the top layer, placed under its own header by anchor positioning.`,
      },
    },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(canvas.getByRole('link', { name: 'La Fabrique, accueil' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    for (const { label } of siteNavigation.slice(1)) {
      await expect(within(nav).getByRole('link', { name: label })).not.toHaveAttribute('aria-current');
    }
    await expect(within(nav).getByRole('link', { name: 'Découvrir nos formations' })).toHaveAttribute(
      'href',
      '/formations',
    );
    // Wide enough for the full bar: no menu toggle.
    await expect(canvas.queryByRole('button', { name: 'Ouvrir le menu' })).toBeNull();
    await expect(getComputedStyle(canvasElement.querySelector('header')!).position).toBe('sticky');
  },
};

export const CurrentSection: Story = {
  args: { currentPath: '/formations/art-du-pitch' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navigation principale' }));
    await expect(nav.getByRole('link', { name: 'Nos Formations' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    await expect(nav.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  },
};

export const SkipLink: Story = {
  args: { currentPath: '/la-fabrique' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Aller au contenu principal' });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#contenu');
    // Visible on focus, not a 1 px clip.
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(100);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'La Fabrique, accueil' })).toHaveFocus();
    await userEvent.tab({ shift: true });
  },
};

export const Mobile: Story = {
  render: () => <Playground initialPath="/" phone />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = canvasElement.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)!;
    await expect(panel).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Fermer le menu');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Nos Offres' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Découvrir nos formations' })).toBeVisible();
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(500);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Ouvrir le menu');
    await waitFor(() => expect(panel).not.toBeVisible());
  },
};

export const MobileMenuClosedWithEscape: Story = {
  render: () => <Playground initialPath="/actualites" phone />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Ouvrir le menu' });
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Accueil' })).toBeVisible());
    // Focus moves into the list, then Escape brings it back to the toggle.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await waitFor(() => expect(canvasElement.querySelector('[data-state]')).not.toBeVisible());
  },
};

const navigated = fn();

export const MobileMenuClosedByALink: Story = {
  render: () => <Playground initialPath="/" phone onNavigate={navigated} />,
  play: async ({ canvasElement }) => {
    navigated.mockClear();
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Ouvrir le menu' });
    await userEvent.click(toggle);
    const offers = await canvas.findByRole('link', { name: 'Nos Offres' });
    await waitFor(() => expect(offers).toBeVisible());
    await userEvent.click(offers);
    await expect(navigated).toHaveBeenCalledWith('/nos-offres');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(offers).not.toBeVisible());
    // The new page is the current one.
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Nos Offres' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(canvas.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    await userEvent.keyboard('{Escape}');
  },
};

export const AllStates: Story = {
  parameters: {
    // This baseline shows four headers side by side, so their navigations share a name on purpose;
    // every other story renders one header and runs the full rule set.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <StoryRouter>
      <div style={{ display: 'grid', gap: 32, padding: 24, background: vars.color.border }}>
        <section aria-label="Bureau, page d’accueil">
          <SiteHeader {...siteLinks} currentPath="/" mainContentId="contenu-accueil" />
          <PageStub id="contenu-accueil" path="/" />
        </section>
        <section aria-label="Bureau, fiche formation">
          <SiteHeader {...siteLinks} currentPath="/formations/art-du-pitch" mainContentId="contenu-formation" />
          <PageStub id="contenu-formation" path="/formations/art-du-pitch" />
        </section>
        <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
          <PhoneFrame label="Mobile, menu fermé">
            <SiteHeader {...siteLinks} currentPath="/la-fabrique" mainContentId="contenu-mobile-ferme" />
            <PageStub id="contenu-mobile-ferme" path="/la-fabrique" />
          </PhoneFrame>
          <PhoneFrame label="Mobile, menu ouvert">
            <SiteHeader {...siteLinks} currentPath="/la-fabrique" mainContentId="contenu-mobile-ouvert" defaultOpen />
            <PageStub id="contenu-mobile-ouvert" path="/la-fabrique" />
          </PhoneFrame>
        </div>
      </div>
    </StoryRouter>
  ),
};
