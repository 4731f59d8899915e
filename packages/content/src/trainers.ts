import type { ImageAsset } from './types.ts';
import stock from '../assets/trainers/stock.svg';

export { trainersById } from './catalogue.ts';

/** Shown in place of a trainer who has no photo. */
export const trainerStockImage: ImageAsset = {
  src: stock,
  width: 400,
  height: 400,
  alt: 'Silhouette illustrée d’un formateur',
};
