'use client';

import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { SmartLink, type SmartLinkProps } from '../Link/LinkProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { useMessages } from '../../messages/messages.tsx';
import { button } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'onStage'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['standard', 'small'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** A button's native attributes and `ref`, but its type, which is a button or a submit (never a reset). */
export interface ButtonProps extends NativeProps<'button', 'type'> {
  children: ReactNode;
  type?: 'button' | 'submit';
  /** primary: the one call to action of a block; secondary: the others; onStage: on the dark stage. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** An action on the page: submits a form or changes something here. To go elsewhere, use ButtonLink. */
export function Button({
  children,
  type = 'button',
  variant = 'primary',
  size = 'standard',
  className,
  ...native
}: ButtonProps) {
  return (
    <button {...native} type={type} className={cx(button({ variant, size }), className)}>
      {children}
    </button>
  );
}

/** A link's native attributes and `ref`, but target and rel, which `external` sets. */
export interface ButtonLinkProps extends Omit<SmartLinkProps, 'children' | 'target' | 'rel'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Opens in a new tab (rel="noopener noreferrer") and says so to screen readers. */
  external?: boolean;
  className?: string;
}

/** A link that looks like a button: for calls to action that navigate. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'standard',
  external = false,
  download,
  className,
  ...native
}: ButtonLinkProps) {
  const messages = useMessages();
  return (
    <SmartLink
      {...native}
      href={href}
      className={cx(button({ variant, size }), className)}
      download={download === true ? '' : download || undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? <VisuallyHidden>{messages.newTab}</VisuallyHidden> : null}
    </SmartLink>
  );
}
