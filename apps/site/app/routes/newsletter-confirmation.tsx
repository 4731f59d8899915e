import { postNewsletterToken } from '@fabrique/forms';
import { Container, LinkActionPanel, PageHero, Section } from '@fabrique/ui';
import { useSearchParams } from 'react-router';
import { backendConfig } from '../lib/config.ts';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export function meta() {
  return pageMeta({
    title: 'Confirmation de votre inscription | La Fabrique',
    description: 'Confirmez votre inscription à la lettre d’information de La Fabrique.',
    path: '/newsletter/confirmation',
    noIndex: true,
    jsonLd: [breadcrumbJsonLd([{ name: 'Confirmation de votre inscription', path: '/newsletter/confirmation' }])],
  });
}

export default function NewsletterConfirmation() {
  const [searchParams] = useSearchParams();
  // The prerendered HTML has no token: read it once hydrated, so that hydration matches that HTML.
  const hydrated = useHydrated();
  const token = hydrated ? (searchParams.get('token') ?? '') : '';
  return (
    <>
      <PageHero title="Confirmation de votre inscription" />
      <Section>
        <Container width="text">
          <LinkActionPanel
            key={token}
            hasToken={token !== ''}
            intro="Cliquez sur le bouton ci-dessous pour confirmer votre inscription à la lettre d’information de La Fabrique."
            actionLabel="Confirmer mon inscription"
            sendingLabel="Confirmation en cours..."
            doneMessage="Votre inscription est confirmée. Merci et à très bientôt dans votre boîte mail !"
            missingLinkMessage="Ce lien est incomplet : ouvrez le lien reçu par e-mail, ou inscrivez-vous à nouveau en bas de page."
            run={() => postNewsletterToken(backendConfig, 'confirm-newsletter', token, 'La confirmation n’a pas abouti. Veuillez réessayer.')}
          />
        </Container>
      </Section>
    </>
  );
}
