import { Container, Section, Stack } from '@fabrique/ui';

export function meta() {
  return [
    { title: 'La Fabrique — L’accélérateur des formats TV, Made in France' },
    {
      name: 'description',
      content:
        'Accélérez vos projets audiovisuels avec nos formations, nos experts et un écosystème dédié à la création de formats innovants.',
    },
  ];
}

export default function Home() {
  return (
    <main>
      <Section tone="stage" labelledBy="home-title">
        <Container width="hero">
          <Stack space="medium">
            <h1 id="home-title">L'ACCÉLÉRATEUR DES FORMATS TV</h1>
            <p>Made in France</p>
            <p>
              Accélérez vos projets audiovisuels avec nos formations, nos experts et un écosystème dédié à la création de
              formats innovants.
            </p>
          </Stack>
        </Container>
      </Section>
    </main>
  );
}
