import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { SmartLink } from '../Link/LinkProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { button } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'onStage'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['standard', 'small'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  | 'onClick'
  | 'disabled'
  | 'aria-describedby'
  | 'aria-controls'
  | 'aria-expanded'
  | 'aria-label'
  | 'aria-pressed'
  | 'form'
  | 'id'
> {
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
    <button type={type} className={cx(button({ variant, size }), className)} {...native}>
      {children}
    </button>
  );
}

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Opens in a new tab (rel="noopener noreferrer") and says so to screen readers. */
  external?: boolean;
  download?: string | boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
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
  onClick,
  className,
}: ButtonLinkProps) {
  return (
    <SmartLink
      href={href}
      className={cx(button({ variant, size }), className)}
      onClick={onClick}
      download={download === true ? '' : download || undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? <VisuallyHidden> (nouvel onglet)</VisuallyHidden> : null}
    </SmartLink>
  );
}
