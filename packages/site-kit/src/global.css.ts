import { globalStyle } from '@vanilla-extract/css';

// The site's own global habits, after ui's generic base styles ('@fabrique/ui/theme').

// Content rendered for other days (sessions that end or begin) stays hidden until the page's clock script, which sets
// data-clock on <html>, decides from the visitor's date instead (apps/site/app/lib/session-clock.ts).
globalStyle(':root:not([data-clock]) [data-inactive]', { display: 'none' });

// Anchored sections stay clear of the sticky site header.
globalStyle('html', { scrollPaddingTop: '5rem' });
