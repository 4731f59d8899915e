import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const select = style({
  appearance: 'none',
  paddingRight: vars.space.xxlarge,
  // A chevron drawn in the text colour; the native arrow is hidden by appearance: none.
  backgroundImage:
    'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%2716%27 height=%2716%27 viewBox=%270 0 16 16%27%3E%3Cpath d=%27M3 6l5 5 5-5%27 fill=%27none%27 stroke=%27%231e293b%27 stroke-width=%272%27/%3E%3C/svg%3E")',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${vars.space.medium} center`,
  cursor: 'pointer',
});

export const placeholderShown = style({ color: vars.color.textMuted });
