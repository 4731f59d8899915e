import {
  cataloguePath,
  formResultPaths,
  homePath,
  organisation,
  type FormResult as FormResultName,
} from '@fabrique/content';
import { Container, PageHero, Prose, Section, Stack, TextLink } from '@fabrique/ui';
import { useLocation } from 'react-router';
import { formResultPages as resultPages } from '../lib/form-results.ts';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import type { Route } from './+types/form-result';

function resultOf(pathname: string): FormResultName {
  const path = pathname.replace(/\/$/, '');
  const found = (Object.keys(formResultPaths) as FormResultName[]).find((name) => formResultPaths[name] === path);
  if (!found) throw new Error(`No form result page at ${pathname}`);
  return found;
}

export function meta({ location }: Route.MetaArgs) {
  const name = resultOf(location.pathname);
  return pageMeta({
    title: `${resultPages[name].title} | La Fabrique`,
    description: resultPages[name].paragraphs[0]!,
    path: formResultPaths[name],
    noIndex: true,
    jsonLd: [breadcrumbJsonLd([{ name: resultPages[name].title, path: formResultPaths[name] }])],
  });
}

/** A form's outcome, said plainly, with what comes next and a way on. */
export default function FormResult() {
  const page = resultPages[resultOf(useLocation().pathname)];
  return (
    <>
      <PageHero title={page.title} />
      <Section>
        <Container width="text">
          <Stack space="large" align="start">
            <Prose>
              {page.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Prose>
            {page.back ? (
              <TextLink href={homePath} data-form-back="">
                {page.back}
              </TextLink>
            ) : null}
            <TextLink href={`mailto:${organisation.email}`}>{`Écrire à ${organisation.email}`}</TextLink>
            <TextLink href={cataloguePath}>Voir nos formations</TextLink>
            <TextLink href={homePath}>Retour à l’accueil</TextLink>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
