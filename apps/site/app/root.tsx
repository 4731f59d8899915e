import {
  courses,
  formActions,
  csiaMention,
  englishPhrases,
  footerNavigation,
  homePath,
  legalNavigation,
  organisation,
  sessionWindowDays,
  siteCallToAction,
  siteNavigation,
  socialLinks,
} from '@fabrique/content';
import { formPostFields, setProofSolver, subscribeToNewsletter } from '@fabrique/forms';
import { workerSolver } from '@fabrique/forms/proof-solver';
// The global styles and fonts first: every component's own class comes later and wins a tie.
import { fontPreloads } from '@fabrique/ui/theme';
import '@fabrique/site-kit/global';
import { tokens } from '@fabrique/ui/tokens';
import {
  ErrorFallback,
  LinkProvider,
  PhraseLinkProvider,
  ScrollToTop,
  Toaster,
  type LinkComponentProps,
} from '@fabrique/ui';
import { NewsletterForm, SiteFooter, SiteHeader } from '@fabrique/site-kit';
import { useEffect, type ReactNode } from 'react';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useNavigationType,
} from 'react-router';
import { RouteAnnouncer } from './components/RouteAnnouncer.tsx';
import { backendConfig } from './lib/config.ts';
import { prepareProofOnIntent } from './lib/proof-on-intent.ts';
import { usePrefetchRoutesInView } from './lib/route-prefetch.ts';
import { sessionClockScript } from './lib/session-clock.ts';
import { buildToday } from './lib/today.ts';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...fontPreloads.map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
];

/** Internal links of the component library navigate through the router. */
function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

// Names that link to their page wherever a text of the content mentions them.
const phraseLinks = [csiaMention];
const subscribe = (email: string) => subscribeToNewsletter(backendConfig, email, { source: 'site/pied-de-page' });
const footerContact = {
  email: organisation.email,
  phone: organisation.phone,
  phoneHref: organisation.phoneE164,
  address: organisation.displayAddress,
};
// The © year is the build's: the footer is prerendered.
const copyrightYear = Number(buildToday.slice(0, 4));
// Every day on which some session content of the site changes: the clock script's list.
const clockScript = sessionClockScript(sessionWindowDays(courses));

/** Tells the page's starter script (scripts/deferred-hydration.mjs) that React has taken over, so it replays an early press. */
function HydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    document.dispatchEvent(new Event('fabrique:hydrated'));
  }, []);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // data-clock is the clock script's (lib/session-clock.ts), set before React hydrates.
    <html lang="fr" data-build-day={buildToday} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={tokens.color.stage} />
        <Meta />
        <Links />
        {/* Before the body is parsed, so nothing ended is ever painted as ahead (lib/session-clock.ts). */}
        <script dangerouslySetInnerHTML={{ __html: clockScript }} />
        {/* Without scripts tabs and accordions cannot switch: every panel shows (an inline style would break the CSP). */}
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body>
        {children}
        <HydrationSignal />
        <ProofOnIntent />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Page({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  usePrefetchRoutesInView();
  return (
    <LinkProvider component={RouterLink}>
      <PhraseLinkProvider links={phraseLinks} foreign={englishPhrases} currentPath={location.pathname}>
        <Toaster>
          <SiteHeader
            currentPath={location.pathname}
            links={siteNavigation}
            callToAction={siteCallToAction}
            homeHref={homePath}
          />
          <main id="contenu" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter
            contact={footerContact}
            socialLinks={socialLinks}
            year={copyrightYear}
            currentPath={location.pathname}
            siteLinks={footerNavigation}
            legalLinks={legalNavigation}
            newsletter={
              <NewsletterForm
                subscribe={subscribe}
                tone="surface"
                post={{ action: formActions.newsletter, fields: { [formPostFields.page]: location.pathname } }}
              />
            }
            newsletterId="newsletter"
          />
          <ScrollToTop pathname={location.pathname} hash={location.hash} navigationType={navigationType} />
          <RouteAnnouncer pathname={location.pathname} />
        </Toaster>
      </PhraseLinkProvider>
    </LinkProvider>
  );
}

// At load, not in an effect: a submit held before hydration is sent from the forms' own effects, which run first.
setProofSolver(workerSolver);

/** The forms' proof of work, solved in background workers from the first focus or press in a form, never before. */
function ProofOnIntent() {
  useEffect(() => {
    return prepareProofOnIntent(backendConfig);
  }, []);
  return null;
}

export default function App() {
  return (
    <Page>
      <Outlet />
    </Page>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? error.statusText || String(error.status)
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Page>
      <ErrorFallback message={detail} homeHref={homePath} />
    </Page>
  );
}
