import { style } from '@vanilla-extract/css';
import { vars, media, typography } from '@fabrique/ui/styling';

export const form = style({
  // Holds the visually hidden honeypot, which is positioned absolutely.
  position: 'relative',
  display: 'grid',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const intro = style([typography({ fontSize: 'small' }), { color: vars.color.textMuted }]);

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.large,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

// The subject and the project name share a row unevenly, so that the long optional label stays on one line.
export const subjectRow = style([
  wide,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    columnGap: vars.space.large,
    rowGap: vars.space.large,
    '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
  },
]);

// The whole row: a session's date range, or 'Pas de date précise', stays readable in a narrow form column.
export const sessionRow = wide;

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xlarge },
  },
});

export { notice } from '../../formNotice.css.ts';

/** The field only robots fill in: out of sight, and out of the accessibility tree by its aria-hidden. */
export const honeypot = style({ position: 'absolute', left: -10_000, width: 1, height: 1, overflow: 'hidden' });

export const submit = style({ flexShrink: 0 });

// The lasting confirmation that replaces a sent form: success's colour, never the information style of a toast.
export const confirmation = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'start',
  padding: vars.space.large,
  borderInlineStart: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const confirmationTitle = style([
  typography({ fontWeight: 'bold', fontSize: 'large' }),
  { display: 'flex', alignItems: 'center', gap: vars.space.xsmall, color: vars.color.success },
]);
