import {
  courseFacts,
  articleBody,
  articleCourses,
  articles,
  categoryTone,
  findArticle,
  frenchDate,
  suggestedArticles,
  articlePath,
  articlesPath,
  coursePath,
} from '@fabrique/content';
import { Badge, Container, Grid, Inline, PageSection, Section, SectionHeading, Stack, TextLink } from '@fabrique/ui';
import { ArticleBody, ArticleCard, articleCategoryTones, CourseCard } from '@fabrique/site-kit';
import { Navigate } from 'react-router';
import { PageBreadcrumb } from '../components/PageBreadcrumb.tsx';
import { pageMeta } from '../lib/seo.ts';
import { articleCrumbs, articleJsonLd, breadcrumbJsonLd } from '../lib/structured-data.ts';
import type { Route } from './+types/article';

export function meta({ params }: Route.MetaArgs) {
  const lookup = findArticle(params.id);
  if (!lookup.found)
    return pageMeta({
      title: 'Actualités | La Fabrique',
      description: 'Article introuvable.',
      path: articlesPath,
      noIndex: true,
    });
  const { article } = lookup;
  return pageMeta({
    title: `${article.title} | La Fabrique`,
    description: article.excerpt,
    path: articlePath(article.id),
    type: 'article',
    jsonLd: [articleJsonLd(article), breadcrumbJsonLd(articleCrumbs(article))],
  });
}

export default function ArticlePage({ params }: Route.ComponentProps) {
  const lookup = findArticle(params.id);
  // An unknown article sends the visitor to the list, replacing the bad address in the history.
  if (!lookup.found) return <Navigate to={articlesPath} replace />;
  const { article } = lookup;
  const suggestions = suggestedArticles(articles, article.id);
  const courses = articleCourses(article);
  return (
    <>
      <PageBreadcrumb crumbs={articleCrumbs(article)} />
      <article aria-labelledby="article-title">
        <Section paddingY="medium">
          <Container width="text">
            <Stack space="large">
              <Inline space="small">
                <Badge tone={articleCategoryTones[article.category]}>{article.category}</Badge>
                <time dateTime={article.date}>{frenchDate(article.date)}</time>
              </Inline>
              <SectionHeading id="article-title" level={1} title={article.title} intro={article.excerpt} />
              {article.author ? <p>Par {article.author}</p> : null}
              <img
                src={article.image.src}
                width={article.image.width}
                height={article.image.height}
                alt={article.image.alt}
                fetchPriority="high"
                decoding="async"
              />
              <ArticleBody body={articleBody(article)} />
              <Inline space="large">
                <TextLink href={articlesPath} back>
                  Retour aux actualités
                </TextLink>
              </Inline>
            </Stack>
          </Container>
        </Section>
      </article>
      <PageSection tone="muted" title="Se former sur ce sujet" reveal={false}>
        <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                facts={courseFacts(course)}
                href={coursePath(course.id)}
                tone={categoryTone(course.category)}
                headingLevel={3}
              />
            </li>
          ))}
        </Grid>
      </PageSection>
      {suggestions.length > 0 ? (
        <PageSection title="À lire aussi" reveal={false}>
          <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <ArticleCard article={suggestion} href={articlePath(suggestion.id)} headingLevel={3} />
              </li>
            ))}
          </Grid>
          <TextLink href={articlesPath}>Voir tous les articles</TextLink>
        </PageSection>
      ) : null}
    </>
  );
}
