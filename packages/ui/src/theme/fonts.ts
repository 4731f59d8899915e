// Self-hosted woff2 from @fontsource, no third-party request. Each subset is declared with its unicode-range, so a page
// downloads latin only, and latin-ext (or another script) only when its text holds such a character.
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/montserrat/700.css';
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import interLatin600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import montserratLatin700 from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url';

/** The latin files every page uses: preloaded, they arrive with the stylesheet, so text never reflows when they swap in. */
export const fontPreloads = [interLatin400, interLatin600, montserratLatin700] as const;
