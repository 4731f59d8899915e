/** An entry's image file name resolved to the URL the site shows, in the frame its collection's images share. */
import { ContentDataError, type DataProblem } from './data-check.ts';
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

/** Where an entry's image is: its data file and field, and its file name in `assets/<collection>/<id>/`. */
export interface EntryImage {
  collection: keyof typeof frames;
  id: string;
  file: string;
  field: string;
  extension?: 'json' | 'mdoc';
}

/** The problem of an image name with no file behind it, naming the data file and field; undefined when it is there. */
export function missingImage({ collection, id, file, field, extension = 'json' }: EntryImage): DataProblem | undefined {
  if (assetUrls[`../../assets/${collection}/${id}/${file}`] !== undefined) return undefined;
  return {
    file: `${collection}/${id}.${extension}`,
    entry: id,
    field,
    message: `image introuvable : assets/${collection}/${id}/${file}`,
  };
}

/** `assets/<collection>/<id>/<file>`; a name with no file behind it is refused, naming the data file and field. */
export function entryImage(image: EntryImage, alt: string): ImageAsset {
  const missing = missingImage(image);
  if (missing) throw new ContentDataError([missing]);
  const frame = image.field === 'partnerLogo' ? 'partnerLogo' : image.collection;
  return { src: assetUrls[`../../assets/${image.collection}/${image.id}/${image.file}`]!, ...frames[frame], alt };
}

/** An image of the site's own (not an entry's): `assets/<path>`. */
export function siteImage(path: string, frame: keyof typeof frames, alt: string): ImageAsset {
  const src = assetUrls[`../../assets/${path}`];
  if (src === undefined) throw new Error(`Image introuvable : packages/content/assets/${path}`);
  return { src, ...frames[frame], alt };
}
