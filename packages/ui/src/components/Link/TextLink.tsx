'use client';

import type { ReactNode } from 'react';
import { Icon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { SmartLink, type SmartLinkProps } from './LinkProvider.tsx';
import { useMessages } from '../../messages/messages.tsx';
import { backArrow, textLink } from './TextLink.css.ts';

/** A link's native attributes and `ref`, but target and rel, which `external` sets. */
export interface TextLinkProps extends Omit<SmartLinkProps, 'children' | 'target' | 'rel'> {
  children: ReactNode;
  /** Opens in a new tab (with rel="noopener noreferrer") and says so to screen readers. */
  external?: boolean;
  /** A way back to the parent page: a left arrow, drawn (no font of ours has '←'), before the text. */
  back?: boolean;
  className?: string;
}

/** An inline link inside text, underlined so it never relies on colour alone. */
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
