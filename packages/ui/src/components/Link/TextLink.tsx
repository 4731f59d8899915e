'use client';

import type { ReactNode } from 'react';
import { Icon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { SmartLink, type SmartLinkProps } from './LinkProvider.tsx';
import { useMessages } from '../../messages/messages.tsx';
import { backArrow, textLink } from './TextLink.css.ts';

/**
 * A link's native attributes and `ref`, but target and rel, which `external` sets.
 * @inline
 */
export interface TextLinkProps extends Omit<SmartLinkProps, 'children' | 'target' | 'rel'> {
  children: ReactNode;
  /** Opens in a new tab (with rel="noopener noreferrer") and says so to screen readers. */
  external?: boolean;
  /** A way back to the parent page: a left arrow, drawn (no font of ours has '←'), before the text. */
  back?: boolean;
  className?: string;
}

/**
 * An inline link inside text, underlined so it never relies on colour alone.
 *
 * **When to use it**: for a link inside running text: a legal notice, an e-mail address, a partner’s site.
 *
 * **When not to**: for a call to action (ButtonLink) or an action on the page (Button).
 *
 * An inline link inside running text: legal notices, an email address, a partner's site. For a call to action use ButtonLink,
 * for an action on the page a Button.
 *
 * **Props**: `href` and `children`; `back` draws a left arrow before the text, for a way back to the parent page
 * (the arrow is an `aria-hidden` icon: no font of ours has '←', and a system font would differ between machines); `external` opens a new tab with `rel="noopener noreferrer"` and adds a hidden "(nouvel onglet)" to
 * the link's name, so screen reader users know before they follow it.
 *
 * **Keyboard**: a native link. Tab reaches it, Enter follows it; focus shows the theme's 3 px ring at a 2 px offset.
 *
 * **Decisions**: the link is always underlined (1 px, 2 px on hover) and semibold, so it never relies on colour alone; it inherits the colour of
 * the text around it, so it works on light sections and on the dark stage alike. It goes through the app's LinkProvider: internal paths navigate
 * client-side, `mailto:` and external links stay plain anchors.
 *
 * @param props - The props below; {@link TextLinkProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Text>
 *   Écrivez-nous à <TextLink href="mailto:contact@example.org">contact@example.org</TextLink>.
 * </Text>
 * ```
 */
export function TextLink({ children, external = false, back = false, className, ...native }: TextLinkProps) {
  const messages = useMessages();
  return (
    <SmartLink
      {...native}
      className={cx(textLink, className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {back ? (
        <Icon className={backArrow} size={16} strokeWidth={2.25}>
          <path d="M20 12H5M11 6l-6 6 6 6" />
        </Icon>
      ) : null}
      {children}
      {external ? <VisuallyHidden>{messages.newTab}</VisuallyHidden> : null}
    </SmartLink>
  );
}
