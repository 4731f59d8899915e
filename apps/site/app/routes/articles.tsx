import { articles, articlesPath, articlePath } from '@fabrique/content';
import { Container, Grid, PageHero, Section } from '@fabrique/ui';
import { ArticleCard } from '@fabrique/site-kit';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';

export function meta() {
  return pageMeta({
    title: 'Articles & Actualités | La Fabrique',
    description:
      'Portraits, production responsable, prévention des violences sur les tournages, IA et écriture : l’actualité des métiers de l’audiovisuel vue par La Fabrique.',
    path: articlesPath,
    jsonLd: [breadcrumbJsonLd([{ name: 'Actualités', path: articlesPath }])],
  });
}

export default function Articles() {
  return (
    <>
      <PageHero
        title="Articles & Actualités"
        text="Portraits de professionnels, production responsable, sécurité sur les tournages et innovation : nos regards sur l’audiovisuel d’aujourd’hui."
      />
      <Section tone="muted">
        <Container>
          <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
            {articles.map((article, index) => (
              <li key={article.id}>
                <ArticleCard
                  article={article}
                  href={articlePath(article.id)}
                  headingLevel={2}
                  imageLoading={index < 3 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
