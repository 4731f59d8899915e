import { style } from '@vanilla-extract/css';

// The surface's colour (Section, Card, Hero and base.css's body take theirs from the theme), never an app's h1 rule.
export const heading = style({ color: 'inherit' });
