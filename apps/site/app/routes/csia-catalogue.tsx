import { csiaCatalogue, csiaCataloguePath, csiaCataloguePdfPath, csiaPath } from '@fabrique/content';
import { Container, PageHero, PdfViewer, Section, Stack, TextLink } from '@fabrique/ui';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';

export function meta() {
  return pageMeta({
    title: `${csiaCatalogue.title} | CSIA — La Fabrique`,
    description: `${csiaCatalogue.subtitle}. Consultez ou téléchargez le catalogue des parcours de formation IA du CSIA.`,
    path: csiaCataloguePath,
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'CSIA', path: csiaPath },
        { name: 'Catalogue', path: csiaCataloguePath },
      ]),
    ],
  });
}

export default function CsiaCatalogue() {
  return (
    <>
      <PageHero title={csiaCatalogue.title} text={csiaCatalogue.subtitle} />
      <Section>
        <Container>
          <Stack space="large">
            <TextLink href={csiaPath} back>
              Retour au CSIA
            </TextLink>
            <PdfViewer
              src={csiaCataloguePdfPath}
              title={`${csiaCatalogue.title} (PDF)`}
              downloadFileName="catalogue-csia-la-fabrique.pdf"
              downloadLabel="Télécharger le catalogue (PDF)"
            />
          </Stack>
        </Container>
      </Section>
    </>
  );
}
