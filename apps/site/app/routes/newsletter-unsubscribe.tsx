import { postNewsletterToken } from '@fabrique/forms';
import { Container, LinkActionPanel, PageHero, Section } from '@fabrique/ui';
import { useSearchParams } from 'react-router';
import { backendConfig } from '../lib/config.ts';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export function meta() {
  return pageMeta({
    title: 'Désinscription de la lettre d’information | La Fabrique',
    description: 'Désinscrivez-vous de la lettre d’information de La Fabrique.',
    path: '/newsletter/desinscription',
    noIndex: true,
    jsonLd: [breadcrumbJsonLd([{ name: 'Désinscription de la lettre d’information', path: '/newsletter/desinscription' }])],
  });
}

export default function NewsletterUnsubscribe() {
  const [searchParams] = useSearchParams();
  // The prerendered HTML has no token: read it once hydrated, so that hydration matches that HTML.
  const hydrated = useHydrated();
  const token = hydrated ? (searchParams.get('token') ?? '') : '';
  return (
    <>
      <PageHero title="Désinscription de la lettre d’information" />
      <Section>
        <Container width="text">
          <LinkActionPanel
            key={token}
            hasToken={token !== ''}
            intro="Vous ne souhaitez plus recevoir la lettre d’information de La Fabrique ? Confirmez votre désinscription ci-dessous."
            actionLabel="Me désinscrire"
            sendingLabel="Désinscription en cours..."
            doneMessage="Vous êtes bien désinscrit·e. Vous ne recevrez plus notre lettre d’information."
            missingLinkMessage="Ce lien est incomplet : utilisez le lien de désinscription présent en bas de chacun de nos e-mails."
            run={() => postNewsletterToken(backendConfig, 'unsubscribe-newsletter', token, 'La désinscription n’a pas abouti. Veuillez réessayer.')}
          />
        </Container>
      </Section>
    </>
  );
}
