import { createVar, globalStyle } from '@vanilla-extract/css';
import { glyphSpriteSvg } from './glyphSprite.ts';

/** The glyph sprite as a CSS image, declared once for every masked icon of the page. */
export const glyphSprite = createVar();

globalStyle(':root', { vars: { [glyphSprite]: `url("data:image/svg+xml,${encodeURIComponent(glyphSpriteSvg())}")` } });
