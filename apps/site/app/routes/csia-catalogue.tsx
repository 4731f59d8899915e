import { csiaCatalogue } from '@fabrique/content';
import { Container, PageHero, PdfViewer, Section, Stack, TextLink } from '@fabrique/ui';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';

const pdfPath = '/csia/catalogue-csia.pdf';

export function meta() {
  return pageMeta({
    title: `${csiaCatalogue.title} | CSIA — La Fabrique`,
    description: `${csiaCatalogue.subtitle}. Consultez ou téléchargez le catalogue des parcours de formation IA du CSIA.`,
    path: '/csia/catalogue',
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'CSIA', path: '/csia' },
        { name: 'Catalogue', path: '/csia/catalogue' },
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
            <TextLink href="/csia" back>
              Retour au CSIA
            </TextLink>
            <PdfViewer
              src={pdfPath}
              title={`${csiaCatalogue.title} (PDF)`}
              downloadFileName="catalogue-csia-la-fabrique.pdf"
            />
          </Stack>
        </Container>
      </Section>
    </>
  );
}
