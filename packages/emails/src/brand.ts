import { palette, tokens } from '@fabrique/ui/tokens';

/**
 * The site's theme, as e-mail clients can take it: raw values for inline styles (no custom properties there).
 * Clients without the web fonts fall back along the same stacks.
 */
export const brand = {
  font: { heading: tokens.font.heading, body: tokens.font.body },
  weight: { body: tokens.fontWeight.regular, strong: tokens.fontWeight.semibold, heading: tokens.fontWeight.bold },
  light: {
    page: tokens.color.surfaceMuted,
    card: tokens.color.surface,
    text: tokens.color.text,
    muted: tokens.color.textMuted,
    border: tokens.color.border,
    accent: tokens.color.accent,
    onAccent: tokens.color.onAccent,
  },
  // Dark mode: the stage of the site's heroes, with the bright coral its focus rings use there.
  dark: {
    page: tokens.color.stage,
    card: tokens.color.stageRaised,
    text: tokens.color.onStage,
    muted: tokens.color.onStageMuted,
    border: palette.inkRaised,
    accent: tokens.color.accentBright,
    onAccent: tokens.color.stage,
  },
  band: { background: tokens.color.stage, text: tokens.color.onStage, rule: tokens.color.accentBright },
  radius: { card: tokens.radius.medium, button: tokens.radius.small },
} as const;

/** E-mails are at most this wide: the width every client lays out well. */
export const emailWidth = 600;
