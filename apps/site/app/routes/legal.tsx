import { lastUpdatedLabel, legalPages } from '@fabrique/content';
import { MarkdocBody } from '@fabrique/site-kit';
import { Container, PageHero, Prose, Section } from '@fabrique/ui';
import { useLocation } from 'react-router';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import type { Route } from './+types/legal';

// routes.ts gives this route to each file of data/legal only, so the page exists.
function pageAt(pathname: string) {
  return legalPages[pathname.replace(/^\/|\/$/g, '')]!;
}

export function meta({ location }: Route.MetaArgs) {
  const page = pageAt(location.pathname);
  return pageMeta({
    title: `${page.title} | La Fabrique`,
    description: page.intro,
    path: page.path,
    jsonLd: [breadcrumbJsonLd([{ name: page.title, path: page.path }])],
  });
}

export default function Legal() {
  const page = pageAt(useLocation().pathname);
  return (
    <>
      <PageHero title={page.title} text={`${lastUpdatedLabel} : ${page.lastUpdated}`} />
      <Section>
        <Container width="text">
          <Prose>
            <p>{page.intro}</p>
            <MarkdocBody body={page.body} />
          </Prose>
        </Container>
      </Section>
    </>
  );
}
