import type { ReactNode } from 'react';
import type { NativeProps } from '../utils/native.ts';
import { glyphs } from './glyphs.ts';

/**
 * An svg's native attributes and `ref`, but its size and grid (`size`), and its being hidden from assistive technology.
 * @inline
 */
export interface IconProps extends NativeProps<'svg', 'width' | 'height' | 'viewBox' | 'aria-hidden' | 'focusable'> {
  /** The paths to draw, on the 24 × 24 grid (GlyphIcon draws one of the library's glyphs). */
  children: ReactNode;
  /** Width and height in px; the glyphs are drawn on a 24 × 24 grid. */
  size?: number;
  className?: string;
  /** Stroke width in grid units: thicker where a small glyph sits in bold text. */
  strokeWidth?: number;
}

/** The props of an icon whose shape is fixed. */
export type ShapeProps = Omit<IconProps, 'children'>;

/**
 * The line icons of the library, one visual language (24 px grid, 2 px round strokes, currentColor).
 * Each glyph is one path (shapes folded into it): a page draws hundreds of icons, and every element counts.
 * Always decorative: the text next to an icon says the same thing, so it is hidden from assistive technology.
 *
 * **When to use it**: beside a text that says the same thing (a button, a fact of an InfoCard). **When not to**: alone
 * as the only name of a control: give the control an `aria-label`.
 *
 * **Keyboard and screen readers**: `aria-hidden`, never focusable.
 *
 * @param props - The props below; {@link IconProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Icon size={24}>
 *   <path d="m6 9 6 6 6-6" />
 * </Icon>
 * ```
 */
export function Icon({ children, size = 20, strokeWidth = 2, ...native }: IconProps) {
  return (
    <svg
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...native}
      strokeWidth={strokeWidth}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CalendarIcon = (props: ShapeProps) => (
  <Icon {...props}>
    <path d={glyphs.calendar} />
  </Icon>
);

export const ClockIcon = (props: ShapeProps) => (
  <Icon {...props}>
    <path d={glyphs.clock} />
  </Icon>
);

export const TagIcon = (props: ShapeProps) => (
  <Icon {...props}>
    <path d={glyphs.tag} />
  </Icon>
);

export const PinIcon = (props: ShapeProps) => (
  <Icon {...props}>
    <path d={glyphs.pin} />
  </Icon>
);

export const SearchIcon = (props: ShapeProps) => (
  <Icon {...props}>
    <path d={glyphs.search} />
  </Icon>
);

export const CheckIcon = (props: ShapeProps) => (
  <Icon {...props}>
    <path d={glyphs.check} />
  </Icon>
);

export const ArrowIcon = (props: ShapeProps) => (
  <Icon {...props}>
    <path d={glyphs.arrow} />
  </Icon>
);

export const MailIcon = (props: ShapeProps) => (
  <Icon {...props}>
    <path d={glyphs.mail} />
  </Icon>
);

export const PhoneIcon = (props: ShapeProps) => (
  <Icon {...props}>
    <path d={glyphs.phone} />
  </Icon>
);

/** The social networks whose mark the library draws. */
export const socialNetworks = ['X', 'LinkedIn', 'YouTube'] as const;
/** @useDeclaredType */
export type SocialNetwork = (typeof socialNetworks)[number];

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

/** @inline */
export interface SocialIconProps extends ShapeProps {
  network: SocialNetwork;
}

/**
 * The mark of a social network, drawn in the same line style as the other icons.
 *
 * **When to use it**: in a link to the organisation's page on that network, beside or inside its visible or hidden name.
 *
 * **When not to**: as the link's only name: give the link an `aria-label` or a VisuallyHidden text.
 *
 * **Keyboard and screen readers**: decorative like `Icon` (`aria-hidden`), never focusable.
 *
 * @param props - The props below; {@link SocialIconProps} is their whole type.
 *
 * @example
 * ```tsx
 * <a href="https://www.linkedin.com/company/example">
 *   <SocialIcon network="LinkedIn" />
 *   <VisuallyHidden>La Fabrique sur LinkedIn</VisuallyHidden>
 * </a>
 * ```
 */
export function SocialIcon({ network, ...props }: SocialIconProps) {
  return <Icon {...props}>{socialGlyphs[network]}</Icon>;
}
