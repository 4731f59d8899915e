import { csiaPage, csiaPath, csiaPaths, partners } from '@fabrique/content';
import { CsiaPage } from '@fabrique/site-kit';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';

export function meta() {
  return pageMeta({
    title: 'CSIA — Centre de services IA pour l’audiovisuel | La Fabrique',
    description: csiaPage.hero.text,
    path: csiaPath,
    jsonLd: [breadcrumbJsonLd([{ name: 'CSIA', path: csiaPath }])],
  });
}

export default function Csia() {
  return <CsiaPage page={csiaPage} paths={csiaPaths} partners={partners} />;
}
