import { legalPageIds } from '@fabrique/content/ids';
import { formResultPaths } from '@fabrique/content/paths';
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('la-fabrique', 'routes/about.tsx'),
  route('nos-offres', 'routes/offers.tsx'),
  route('formations', 'routes/catalogue.tsx'),
  // Splats, so that a deeper unknown address renders the same route as its folder's 404.html (site-map.ts): '*' is the id.
  route('formations/categorie/*', 'routes/category.tsx'),
  route('formations/*', 'routes/course.tsx'),
  route('formations/:id/programme.pdf', 'routes/course-programme-pdf.ts'),
  route('formations/:id/sessions.ics', 'routes/course-calendar.ts'),
  route('formations/:id/alerte/confirmation', 'routes/course-alert-link.tsx', { id: 'course-alert-confirmation' }),
  route('formations/:id/alerte/desinscription', 'routes/course-alert-link.tsx', { id: 'course-alert-unsubscribe' }),
  route('actualites', 'routes/articles.tsx'),
  route('actualites/:id', 'routes/article.tsx'),
  route('csia', 'routes/csia.tsx'),
  route('csia/catalogue', 'routes/csia-catalogue.tsx'),
  route('csia/catalogue-csia.pdf', 'routes/csia-catalogue-pdf.ts'),
  // One route per file of the content’s data/legal: its name is the address.
  ...legalPageIds.map((id) => route(id, 'routes/legal.tsx', { id })),
  route('newsletter/confirmation', 'routes/newsletter-link.tsx', { id: 'newsletter-confirmation' }),
  route('newsletter/desinscription', 'routes/newsletter-link.tsx', { id: 'newsletter-unsubscribe' }),
  // Where a form posted without JavaScript lands: one static page per outcome.
  ...Object.entries(formResultPaths).map(([name, path]) =>
    route(path.slice(1), 'routes/form-result.tsx', { id: `form-result-${name}` }),
  ),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
