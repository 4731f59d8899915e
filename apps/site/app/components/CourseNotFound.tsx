import { cataloguePath } from '@fabrique/content';
import { Container, Section, Stack, TextLink } from '@fabrique/ui';

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
