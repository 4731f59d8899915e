/** An entry's image file name resolved to the URL the site shows, in the frame its collection's images share. */
import { contentError } from './data-check.ts';
import { assetUrls } from './data-files/assets.ts';
import type { ImageAsset } from './types.ts';

/** Every image of a collection (or of one field) shares one frame: the design crops to it. */
export const frames = {
  articles: { width: 1200, height: 675 },
  categories: { width: 1200, height: 800 },
  courses: { width: 1200, height: 800 },
  csia: { width: 1200, height: 800 },
  partnerLogo: { width: 320, height: 120 },
  partners: { width: 320, height: 120 },
  team: { width: 480, height: 600 },
  trainers: { width: 400, height: 400 },
} as const;

/** `assets/<collection>/<id>/<file>`; a name with no file behind it is refused, naming the data file and field. */
export function entryImage(
  {
    collection,
    id,
    file,
    field,
    extension = 'json',
  }: {
    collection: keyof typeof frames;
    id: string;
    file: string;
    field: string;
    extension?: 'json' | 'mdoc';
  },
  alt: string,
): ImageAsset {
  const src = assetUrls[`../../assets/${collection}/${id}/${file}`];
  if (src === undefined)
    throw contentError(
      `${collection}/${id}.${extension}`,
      id,
      field,
      `image introuvable : assets/${collection}/${id}/${file}`,
    );
  const frame = field === 'partnerLogo' ? 'partnerLogo' : collection;
  return { src, ...frames[frame], alt };
}

/** An image of the site's own (not an entry's): `assets/<path>`. */
export function siteImage(path: string, frame: keyof typeof frames, alt: string): ImageAsset {
  const src = assetUrls[`../../assets/${path}`];
  if (src === undefined) throw new Error(`Image introuvable : packages/content/assets/${path}`);
  return { src, ...frames[frame], alt };
}
