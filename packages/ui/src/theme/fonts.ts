// Self-hosted woff2 from @fontsource, no third-party request. Each subset is declared with its unicode-range, so a page
// downloads latin only, and latin-ext (or another script) only when its text holds such a character.
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/montserrat/700.css';
