import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/tokens.ts';

export const grid = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', listStyle: 'none', padding: 0 });

const columnsAt = (query: string) =>
  styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4 }, (count) => ({
    '@media': { [query]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } },
  }));

export const tabletColumns = columnsAt(media.tablet);
export const desktopColumns = columnsAt(media.desktop);
