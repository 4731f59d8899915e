import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@fabrique/ui/styling';

// The site's own global habits, after ui's generic base styles ('@fabrique/ui/theme').

// Content rendered for other days (sessions that end or begin) stays hidden until the page's clock script, which sets
// data-clock on <html>, decides from the visitor's date instead (apps/site/app/lib/session-clock.ts).
globalStyle(':root:not([data-clock]) [data-inactive]', { display: 'none' });

// Anchored sections stay clear of the sticky site header.
globalStyle('html', { scrollPaddingTop: '5rem' });

// A form posted without JavaScript that comes back with problems (the site's form relay writes these into the page):
// each problem under its field, as ui's Field writes it, and their summary at the top of the form.
globalStyle('[data-form-error]', {
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle('[data-form-summary]', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.large,
  padding: vars.space.medium,
  border: `2px solid ${vars.color.critical}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
globalStyle('[data-form-summary]:focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('[data-form-summary-title]', { color: vars.color.critical, fontWeight: vars.fontWeight.bold });
globalStyle('[data-form-summary] ul', { margin: 0, paddingInlineStart: vars.space.large });
globalStyle('[data-form-summary] a', { color: vars.color.critical, textDecoration: 'underline' });
