'use client';

import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { SmartLink, type SmartLinkProps } from '../Link/LinkProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { useMessages } from '../../messages/messages.tsx';
import { button } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'onStage'] as const;
/** @useDeclaredType */
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['standard', 'small'] as const;
/** @useDeclaredType */
export type ButtonSize = (typeof buttonSizes)[number];

/**
 * A button's native attributes and `ref`, but its type, which is a button or a submit (never a reset).
 * @inline
 */
export interface ButtonProps extends NativeProps<'button', 'type'> {
  children: ReactNode;
  type?: 'button' | 'submit';
  /** primary: the one call to action of a block; secondary: the others; onStage: on the dark stage. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * An action on the page: submits a form or changes something here. To go elsewhere, use ButtonLink.
 *
 * **When to use it**: Button for an action on the page (submit, open, change something here); ButtonLink for a call to action that goes elsewhere.
 *
 * **When not to**: for a link inside running text (TextLink), nor a Button that navigates, nor a ButtonLink that acts in place.
 *
 * Two components share one look: `Button` is a native `<button>` for an action on the page (submit a form, open a menu, change
 * something here); `ButtonLink` is a link styled as a button for a call to action that goes elsewhere. Never put a click handler on a
 * ButtonLink to act in place, nor navigate from a Button; inside running text use TextLink.
 *
 * **Variants**: `variant` is `primary` (the one call to action of a block, accent background), `secondary` (the others, outlined in the
 * text colour) or `onStage` (outlined in white on the dark stage); `size` is `standard` or `small`. Both are pills at least 44 px high
 * (36 px for `small`), so they stay easy to hit on a touch screen.
 *
 * **States**: hover darkens or fills the button and a press nudges it down 1 px; `disabled` is the native attribute, so the button leaves the
 * tab order and ignores clicks, and it is drawn at 60% opacity with a not-allowed cursor and no hover or press effect.
 *
 * **Keyboard**: native semantics, nothing scripted. Tab reaches it; Enter or Space activates a Button, Enter follows a ButtonLink. Focus shows the
 * theme's 3 px ring at a 2 px offset; `onStage` switches it to the brighter coral that stays visible on the stage.
 *
 * **Decisions**: `type` defaults to `button`, so a Button in a form never submits by accident (`type="submit"` says so). ButtonLink goes
 * through the app's LinkProvider: internal paths navigate client-side, other links and downloads stay plain anchors; `external` opens a new tab
 * with `rel="noopener noreferrer"` and adds a hidden "(nouvel onglet)" to the name.
 *
 * **Screen readers**: read as a button named by its text; a `disabled` one is announced as unavailable. Give an
 * icon-only button an `aria-label`.
 *
 * @param props - The props below; {@link ButtonProps} is their whole type.
 *
 * @example
 * ```tsx
 * <Button type="submit" variant="primary">Envoyer</Button>
 * ```
 */
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

/**
 * A link's native attributes and `ref`, but target and rel, which `external` sets.
 * @inline
 */
export interface ButtonLinkProps extends Omit<SmartLinkProps, 'children' | 'target' | 'rel'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Opens in a new tab (rel="noopener noreferrer") and says so to screen readers. */
  external?: boolean;
  className?: string;
}

/**
 * A link that looks like a button: for calls to action that navigate.
 *
 * **When to use it**: a call to action that goes to another page (« Découvrir nos formations »). **When not to**: for an
 * action in place (Button), or for a link inside running text (TextLink).
 *
 * **Keyboard and screen readers**: a native link, reached with Tab and followed with Enter; read as a link named by its
 * text. `external` opens a new tab and adds the hidden words " (nouvel onglet)" (the messages' `newTab`) to its name.
 *
 * @param props - The props below; {@link ButtonLinkProps} is their whole type.
 *
 * @example
 * ```tsx
 * <ButtonLink href="/ateliers" variant="primary">Découvrir nos formations</ButtonLink>
 * ```
 */
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
