import { formActions, newsletterConfirmationPath, newsletterUnsubscribePath, homePath } from '@fabrique/content';
import { formPostFields, postNewsletterToken, type NewsletterTokenAction } from '@fabrique/forms';
import { useHydrated } from '@fabrique/site-kit';
import { Container, LinkActionPanel, PageHero, Section } from '@fabrique/ui';
import { useLocation, useSearchParams } from 'react-router';
import { backendConfig } from '../lib/config.ts';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import type { Route } from './+types/newsletter-link';

/** The two pages behind the newsletter e-mails' links: same shape, their own words and action. */
const linkPages = {
  [newsletterConfirmationPath]: {
    title: 'Confirmation de votre inscription',
    description: 'Confirmez votre inscription à la lettre d’information de La Fabrique.',
    action: 'confirm-newsletter',
    post: formActions.confirm,
    intro:
      'Cliquez sur le bouton ci-dessous pour confirmer votre inscription à la lettre d’information de La Fabrique.',
    actionLabel: 'Confirmer mon inscription',
    sendingLabel: 'Confirmation en cours...',
    doneMessage: 'Votre inscription est confirmée. Merci et à très bientôt dans votre boîte mail !',
    missingLinkMessage:
      'Ce lien est incomplet : ouvrez le lien reçu par e-mail, ou inscrivez-vous à nouveau en bas de page.',
    failure: 'La confirmation n’a pas abouti. Veuillez réessayer.',
  },
  [newsletterUnsubscribePath]: {
    title: 'Désinscription de la lettre d’information',
    description: 'Désinscrivez-vous de la lettre d’information de La Fabrique.',
    action: 'unsubscribe-newsletter',
    post: formActions.unsubscribe,
    intro:
      'Vous ne souhaitez plus recevoir la lettre d’information de La Fabrique ? Confirmez votre désinscription ci-dessous.',
    actionLabel: 'Me désinscrire',
    sendingLabel: 'Désinscription en cours...',
    doneMessage: 'Vous êtes bien désinscrit·e. Vous ne recevrez plus notre lettre d’information.',
    missingLinkMessage:
      'Ce lien est incomplet : utilisez le lien de désinscription présent en bas de chacun de nos e-mails.',
    failure: 'La désinscription n’a pas abouti. Veuillez réessayer.',
  },
} as const satisfies Record<string, { action: NewsletterTokenAction; [text: string]: string }>;

type LinkPath = keyof typeof linkPages;

function pathOf(pathname: string): LinkPath {
  return pathname.replace(/\/$/, '') as LinkPath;
}

export function meta({ location }: Route.MetaArgs) {
  const path = pathOf(location.pathname);
  const page = linkPages[path];
  return [
    ...pageMeta({
      title: `${page.title} | La Fabrique`,
      description: page.description,
      path,
      noIndex: true,
      jsonLd: [breadcrumbJsonLd([{ name: page.title, path }])],
    }),
    // The token is in the address, which the prerender cannot know: this page hydrates at once, not on intent.
    { name: 'fabrique-hydrate', content: 'immediately' },
  ];
}

export default function NewsletterLink() {
  const path = pathOf(useLocation().pathname);
  const page = linkPages[path];
  const [searchParams] = useSearchParams();
  // The prerendered HTML has no token: read it once hydrated, so that hydration matches that HTML.
  const hydrated = useHydrated();
  const token = hydrated ? (searchParams.get('token') ?? '') : '';
  return (
    <>
      <PageHero title={page.title} />
      <Section>
        <Container width="text">
          <LinkActionPanel
            key={token}
            // Before React, the page cannot tell: it offers the action, whose post says if the link is incomplete.
            hasToken={!hydrated || token !== ''}
            intro={page.intro}
            actionLabel={page.actionLabel}
            sendingLabel={page.sendingLabel}
            doneMessage={page.doneMessage}
            missingLinkMessage={page.missingLinkMessage}
            run={() => postNewsletterToken(backendConfig, page.action, token, page.failure)}
            // The token is written into the page by the host (apps/site/functions/newsletter/) when React has not run.
            post={{ action: page.post, fields: { [formPostFields.page]: path, [formPostFields.token]: token } }}
            homeHref={homePath}
          />
        </Container>
      </Section>
    </>
  );
}
