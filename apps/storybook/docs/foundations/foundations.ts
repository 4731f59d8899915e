// The foundations pages' data: the generated foundations.json (from ui's tokens file), grouped for reading.
import foundations from '@fabrique/ui/foundations.json';
import { contrastRatio } from '@fabrique/ui/catalogue';

export interface TokenEntry {
  id: string;
  type: string;
  cssVariable: string | null;
  value: string;
  aliasOf: string | null;
  description: string | null;
  pairs: string[];
  fluid?: { min: string; max: string; preferred: string };
}

export const tokenEntries = foundations.tokens as TokenEntry[];
export const groupDescriptions = foundations.groups as Record<string, string | null>;
export const exampleBrandClass = foundations.exampleBrandClass;

const byId = new Map(tokenEntries.map((token) => [token.id, token]));
export const token = (id: string) => {
  const found = byId.get(id);
  if (!found) throw new Error(`No token ${id} in the foundations data`);
  return found;
};
/** The tokens of one group (`space`, `radius`…), in the tokens file's order. */
export const group = (name: string) => tokenEntries.filter((entry) => entry.id.split('.')[0] === name);
/** A token's name within its group: `color.textMuted` → textMuted, `category.blue.solid` → blue.solid. */
export const shortName = (id: string) => id.split('.').slice(1).join('.');

/** The colour roles (what each colour is for), then the palette they alias. */
export const colourRoles = tokenEntries.filter((entry) => entry.type === 'color' && !entry.id.startsWith('palette.'));
export const paletteColours = group('palette');

export type ContrastLevel = 'AAA' | 'AA' | 'AA large text' | 'Fails';
/** WCAG 2.2 level of a ratio for text (1.4.3, 1.4.6); 3:1 is also the floor for graphics and field borders (1.4.11). */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large text';
  return 'Fails';
}
/** The backgrounds a role's text or graphics are meant to sit on, each with its contrast. */
export const pairsOf = (role: TokenEntry) =>
  role.pairs.map((id) => {
    const background = token(id);
    const ratio = contrastRatio(role.value, background.value);
    return { background, ratio, level: contrastLevel(ratio) };
  });

/** The widths the type scale is shown at: a phone and a desktop. */
export const phoneWidth = 390;
export const desktopWidth = 1440;
const rootFontSize = 16;
const toPx = (length: string) => {
  const match = /^(-?[\d.]+)(rem|px)$/.exec(length.trim());
  if (!match) throw new Error(`Not a rem or px length: ${length}`);
  return Number(match[1]) * (match[2] === 'rem' ? rootFontSize : 1);
};
/** The pixel size of a font-size token at a viewport width: a fluid size follows its clamp(). */
export function pixelSize(entry: TokenEntry, viewportWidth: number): number {
  if (!entry.fluid) return toPx(entry.value);
  const match = /^([\d.]+)rem \+ ([\d.]+)vw$/.exec(entry.fluid.preferred);
  if (!match) throw new Error(`${entry.id}: a fluid formula other than "Xrem + Yvw"`);
  const preferred = Number(match[1]) * rootFontSize + (Number(match[2]) * viewportWidth) / 100;
  return Math.round(Math.min(toPx(entry.fluid.max), Math.max(toPx(entry.fluid.min), preferred)) * 10) / 10;
}

/** How each step of the type scale is set: headings (as Heading sets them) and body text (as Text does). */
export function typeStyle(sizeId: string) {
  const name = shortName(sizeId);
  const heading = ['display', 'h1', 'h2', 'h3'].includes(name);
  return {
    family: token(heading ? 'font.heading' : 'font.body'),
    weight: token(heading ? 'fontWeight.bold' : 'fontWeight.regular'),
    lineHeight: token(
      heading ? (name === 'display' || name === 'h1' ? 'lineHeight.tight' : 'lineHeight.heading') : 'lineHeight.body',
    ),
  };
}

/** A duration in milliseconds. */
export const milliseconds = (value: string) => Number(/^(\d+)ms$/.exec(value)?.[1] ?? NaN);
