import { cataloguePath } from '@fabrique/content';
import { Container, Section, Stack, TextLink } from '@fabrique/ui';
import { pageMeta } from '../lib/seo.ts';

/** What an unknown course id shows, on the course page and on the pages under it. */
export function CourseNotFound() {
  return (
    <Section>
      <Container>
        <Stack space="large" align="start">
          <h1>Formation non trouvée</h1>
          <TextLink href={cataloguePath}>Retour au catalogue</TextLink>
        </Stack>
      </Container>
    </Section>
  );
}

/** Its meta: the catalogue as canonical, never indexed. */
export const courseNotFoundMeta = () =>
  pageMeta({
    title: 'Formation non trouvée | La Fabrique',
    description: 'Cette formation n’existe pas ou plus.',
    path: cataloguePath,
    noIndex: true,
  });
