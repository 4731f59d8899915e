import {
  courseAlertConfirmationPath,
  courseAlertUnsubscribePath,
  coursePath,
  findCourse,
  formActions,
  homePath,
  type Course,
} from '@fabrique/content';
import { formPostFields, postNewsletterToken, type NewsletterTokenAction } from '@fabrique/forms';
import { useHydrated } from '@fabrique/site-kit';
import { Container, LinkActionPanel, PageHero, Section, Stack, TextLink } from '@fabrique/ui';
import { useLocation, useSearchParams } from 'react-router';
import { CourseNotFound, courseNotFoundMeta } from '../components/CourseNotFound.tsx';
import { backendConfig } from '../lib/config.ts';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd, courseCrumbs } from '../lib/structured-data.ts';
import type { Route } from './+types/course-alert-link';

/** The two pages behind a course alert's e-mails, as the newsletter's (newsletter-link.tsx), naming the course. */
const linkPages = {
  confirmation: (title: string) => ({
    title: 'Confirmation de votre alerte',
    description: `Confirmez votre demande d’alerte sur les prochaines dates de la formation «\u00a0${title}\u00a0».`,
    action: 'confirm-newsletter',
    intro: `Cliquez sur le bouton ci-dessous pour être averti(e) par e-mail des prochaines dates de la formation «\u00a0${title}\u00a0».`,
    actionLabel: 'Confirmer ma demande',
    sendingLabel: 'Confirmation en cours...',
    doneMessage: `C’est noté\u00a0! Nous vous écrirons dès que de nouvelles dates de «\u00a0${title}\u00a0» seront annoncées.`,
    missingLinkMessage:
      'Ce lien est incomplet\u00a0: ouvrez le lien reçu par e-mail, ou faites une nouvelle demande sur la page de la formation.',
    failure: 'La confirmation n’a pas abouti. Veuillez réessayer.',
  }),
  desinscription: (title: string) => ({
    title: 'Ne plus être averti(e) des prochaines dates',
    description: `Ne plus recevoir d’alerte sur les prochaines dates de la formation «\u00a0${title}\u00a0».`,
    action: 'unsubscribe-newsletter',
    intro: `Vous ne souhaitez plus être averti(e) des prochaines dates de la formation «\u00a0${title}\u00a0»\u00a0? Confirmez-le ci-dessous.`,
    actionLabel: 'Ne plus être averti(e)',
    sendingLabel: 'Désinscription en cours...',
    doneMessage: `C’est fait\u00a0: vous ne recevrez plus d’e-mail sur les dates de «\u00a0${title}\u00a0».`,
    missingLinkMessage: 'Ce lien est incomplet\u00a0: utilisez le lien présent en bas de l’e-mail reçu.',
    failure: 'La désinscription n’a pas abouti. Veuillez réessayer.',
  }),
} satisfies Record<string, (title: string) => { action: NewsletterTokenAction; [text: string]: string }>;

type LinkPage = keyof typeof linkPages;

function pageOf(pathname: string): LinkPage {
  return pathname.replace(/\/$/, '').endsWith('/desinscription') ? 'desinscription' : 'confirmation';
}

/** The page's own address and breadcrumb, under its course's. */
function pageFor(course: Course, page: LinkPage) {
  const text = linkPages[page](course.title);
  const path = page === 'confirmation' ? courseAlertConfirmationPath(course.id) : courseAlertUnsubscribePath(course.id);
  return { text, path, crumbs: [...courseCrumbs(course), { name: text.title, path }] };
}

export function meta({ params, location }: Route.MetaArgs) {
  const lookup = findCourse(params.id);
  if (!lookup.found) return courseNotFoundMeta();
  const { text, path, crumbs } = pageFor(lookup.course, pageOf(location.pathname));
  return [
    ...pageMeta({
      title: `${text.title} — ${lookup.course.title} | La Fabrique`,
      description: text.description,
      path,
      noIndex: true,
      jsonLd: [breadcrumbJsonLd(crumbs)],
    }),
    // The token is in the address, which the prerender cannot know: this page hydrates at once, not on intent.
    { name: 'fabrique-hydrate', content: 'immediately' },
  ];
}

export default function CourseAlertLink({ params }: Route.ComponentProps) {
  const lookup = findCourse(params.id);
  const page = pageOf(useLocation().pathname);
  const [searchParams] = useSearchParams();
  // The prerendered HTML has no token: read it once hydrated, so that hydration matches that HTML.
  const hydrated = useHydrated();
  const token = hydrated ? (searchParams.get('token') ?? '') : '';
  if (!lookup.found) {
    return <CourseNotFound />;
  }
  const { course } = lookup;
  const { text, path } = pageFor(course, page);
  const fields = { [formPostFields.page]: path, [formPostFields.token]: token, [formPostFields.courseId]: course.id };
  return (
    <>
      <PageHero title={text.title} />
      <Section>
        <Container width="text">
          <Stack space="large" align="start">
            <LinkActionPanel
              key={token}
              // Before React, the page cannot tell: it offers the action, whose post says if the link is incomplete.
              hasToken={!hydrated || token !== ''}
              homeHref={homePath}
              intro={text.intro}
              actionLabel={text.actionLabel}
              sendingLabel={text.sendingLabel}
              doneMessage={text.doneMessage}
              missingLinkMessage={text.missingLinkMessage}
              run={() => postNewsletterToken(backendConfig, text.action, token, text.failure, { courseId: course.id })}
              // The token is written into the page by the host (apps/site/functions/formations/) when React has not run.
              post={{
                action: text.action === 'confirm-newsletter' ? formActions.confirm : formActions.unsubscribe,
                fields,
              }}
            />
            <TextLink href={coursePath(course.id)}>{`Voir la formation «\u00a0${course.title}\u00a0»`}</TextLink>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
