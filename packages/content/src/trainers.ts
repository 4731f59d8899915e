import type { ImageAsset } from './types.ts';
import { siteImage } from './images.ts';

export { trainersById } from './catalogue.ts';

/** Shown in place of a trainer who has no photo. */
export const trainerStockImage: ImageAsset = siteImage(
  'trainers/stock.svg',
  'trainers',
  'Silhouette illustrée d’un formateur',
);
