import type { SocialNetwork } from '@fabrique/content';
import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in px; the glyphs are drawn on a 24 × 24 grid. */
  size?: number;
  className?: string;
  /** Stroke width in grid units: thicker where a small glyph sits in bold text. */
  strokeWidth?: number;
}

/**
 * The line icons of the library, one visual language (24 px grid, 2 px round strokes, currentColor).
 * Each glyph is one path (shapes folded into it): a page draws hundreds of icons, and every element counts.
 * Always decorative: the text next to an icon says the same thing, so it is hidden from assistive technology.
 */
export function Icon({ children, size = 20, className, strokeWidth = 2 }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2ZM3 10h18M8 3v4M16 3v4" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 12a9 9 0 1 1-18 0 9 9 0 1 1 18 0ZM12 7v5l3 2" />
  </Icon>
);

export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9ZM9.5 8a1.5 1.5 0 1 1-3 0 1.5 1.5 0 1 1 3 0Z" />
  </Icon>
);

export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12ZM14.5 9a2.5 2.5 0 1 1-5 0 2.5 2.5 0 1 1 5 0Z" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M18 11a7 7 0 1 1-14 0 7 7 0 1 1 14 0Zm2 9-4-4" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const ArrowIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2ZM3 7l9 6 9-6" />
  </Icon>
);

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Icon>
);

const socialGlyphs: Record<SocialNetwork, ReactNode> = {
  X: <path d="M5 4l14 16M19 4 5 20" />,
  LinkedIn: (
    <path d="M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3ZM8 10.5V16M8 7.5v.01M12 16v-5.5M12 13a2.5 2.5 0 0 1 5 0v3" />
  ),
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.5 9.5 4 2.5-4 2.5Z" fill="currentColor" />
    </>
  ),
};

/** The mark of a social network, drawn in the same line style as the other icons. */
export const SocialIcon = ({ network, size, className }: IconProps & { network: SocialNetwork }) => (
  <Icon size={size} className={className}>
    {socialGlyphs[network]}
  </Icon>
);
