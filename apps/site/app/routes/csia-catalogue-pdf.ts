import { csiaCatalogue, organisation } from '@fabrique/content';
import { buildDate } from '../lib/build-date.ts';
import { siteUrl } from '../lib/config.ts';
import { buildCsiaCataloguePdf } from '../lib/pdf/csia-catalogue.ts';

/** The CSIA catalogue as a PDF, generated at build time from the content package. */
export async function loader() {
  const pdf = await buildCsiaCataloguePdf(csiaCatalogue, { organisation, generatedAt: buildDate, siteUrl });
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="catalogue-csia.pdf"' },
  });
}
