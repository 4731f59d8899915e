import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { SmartLink } from './LinkProvider.tsx';
import { textLink } from './TextLink.css.ts';

export interface TextLinkProps {
  href: string;
  children: ReactNode;
  /** Opens in a new tab (with rel="noopener noreferrer") and says so to screen readers. */
  external?: boolean;
  className?: string;
}

/** An inline link inside text, underlined so it never relies on colour alone. */
export function TextLink({ href, children, external = false, className }: TextLinkProps) {
  return (
    <SmartLink
      href={href}
      className={cx(textLink, className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? <VisuallyHidden> (nouvel onglet)</VisuallyHidden> : null}
    </SmartLink>
  );
}
