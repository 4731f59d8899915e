import { lastUpdatedLabel, legalPages } from '@fabrique/content';
import { Container, PageHero, Prose, Section } from '@fabrique/ui';
import { Fragment } from 'react';
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
            {page.sections.map((section) => (
              <Fragment key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Fragment>
            ))}
          </Prose>
        </Container>
      </Section>
    </>
  );
}
