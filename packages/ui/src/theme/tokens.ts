/** Raw design values. Components never read these: they use `vars` from contract.css.ts. */

export const palette = {
  ink: '#0b1026',
  inkRaised: '#161d3f',
  white: '#ffffff',
  cloud: '#f3f5f9',
  mist: '#e2e8f0',
  slate: '#1e293b',
  slateMuted: '#475569',
  coral: '#ff5a4e',
  coralDeep: '#c8362b',
  coralTint: '#fdebe9',
  blue: '#2563eb',
  blueTint: '#dbeafe',
  purple: '#7c3aed',
  purpleTint: '#ede9fe',
  green: '#047857',
  greenTint: '#d1fae5',
  success: '#15803d',
  critical: '#b91c1c',
  criticalTint: '#fee2e2',
  successLight: '#4ade80',
  criticalLight: '#fca5a5',
} as const;

export const tokens = {
  color: {
    stage: palette.ink,
    stageRaised: palette.inkRaised,
    onStage: palette.white,
    onStageMuted: '#c7cde0',
    surface: palette.white,
    surfaceMuted: palette.cloud,
    border: palette.mist,
    borderStrong: '#94a3b8',
    text: palette.slate,
    textMuted: palette.slateMuted,
    accent: palette.coralDeep,
    accentHover: '#a82c23',
    onAccent: palette.white,
    accentBright: palette.coral,
    /** A soft tile behind accent icons (checks, contact icons): the accent keeps AA on it. */
    accentSurface: palette.coralTint,
    focus: palette.coralDeep,
    focusOnStage: palette.coral,
    success: palette.success,
    critical: palette.critical,
    criticalSurface: palette.criticalTint,
    /** Feedback text on the dark stage (the footer's newsletter): the deep tones above fall under 3:1 there. */
    successOnStage: palette.successLight,
    criticalOnStage: palette.criticalLight,
    /** Filled rating stars and bars: 3:1 against white, the minimum for meaningful graphics. */
    rating: '#d97706',
  },
  /** Category colours: they label courses everywhere (card band, badge, overlay). */
  category: {
    blue: { solid: palette.blue, tint: palette.blueTint, onSolid: palette.white },
    purple: { solid: palette.purple, tint: palette.purpleTint, onSolid: palette.white },
    green: { solid: palette.green, tint: palette.greenTint, onSolid: palette.white },
  },
  font: {
    heading: '"Montserrat", "Montserrat Fallback", system-ui, sans-serif',
    body: '"Inter", "Inter Fallback", system-ui, sans-serif',
  },
  fontWeight: { regular: '400', semibold: '600', bold: '700' },
  fontSize: {
    display: 'clamp(2.25rem, 1.35rem + 4vw, 4.5rem)',
    h1: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)',
    h2: 'clamp(1.625rem, 1.3rem + 1.4vw, 2.375rem)',
    h3: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    large: '1.125rem',
    standard: '1rem',
    small: '0.875rem',
    xsmall: '0.75rem',
  },
  lineHeight: { tight: '1.15', heading: '1.25', body: '1.6' },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    xxxlarge: '4rem',
    huge: '6rem',
  },
  radius: { small: '6px', medium: '12px', large: '16px', full: '999px' },
  shadow: {
    card: '0 1px 2px rgb(11 16 38 / 0.06), 0 8px 24px rgb(11 16 38 / 0.08)',
    raised: '0 2px 4px rgb(11 16 38 / 0.08), 0 16px 40px rgb(11 16 38 / 0.14)',
  },
  contentWidth: { header: '1400px', hero: '1200px', content: '1200px', text: '75ch' },
  /** Fixed heights: the sticky header and the course hero never shift the layout; the mobile menu never outgrows the screen. */
  size: { header: '4.5rem', courseHero: '400px', menuPanel: '500px' },
  duration: { fast: '150ms', standard: '250ms', slow: '600ms' },
} as const;

/** Breakpoints in px (min-width). Media queries cannot read CSS variables, so these stay raw. */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const spaces = Object.keys(tokens.space) as (keyof typeof tokens.space)[];
export type Space = keyof typeof tokens.space;
