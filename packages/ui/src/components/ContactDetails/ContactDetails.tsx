'use client';

import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ContactDetails.css.ts';
import { useMessages } from '../../messages/messages.tsx';

export const contactDetailsTones = ['surface', 'stage'] as const;
/** @useDeclaredType */
export type ContactDetailsTone = (typeof contactDetailsTones)[number];

/**
 * A list's native attributes and `ref`.
 * @inline
 */
export interface ContactDetailsProps extends NativeProps<'ul'> {
  email: string;
  /** As displayed, e.g. '01 84 60 21 16'. */
  phone: string;
  /** Target of the tel: link, e.g. '+33184602116'; defaults to the displayed number without spaces. */
  phoneHref?: string;
  /** The short address, e.g. 'Paris, France'. */
  address: string;
  /** stage on the dark background. */
  tone?: ContactDetailsTone;
  className?: string;
}

/**
 * How to reach the organisation: e-mail and phone as links, the address as text, each behind its icon.
 *
 * **When to use it**: beside a contact form: e-mail, phone and address.
 *
 * **When not to**: for the footer’s links (SiteFooter owns them).
 *
 * How to reach the organisation, beside a contact form: e-mail, phone and address, one line each.
 *
 * - The e-mail is a `mailto:` link, the phone a `tel:` link (`phoneHref`, e.g. `contact.phoneE164`; by default the
 *   displayed number without spaces), the address plain text. Give them from the app's one record of its contact facts, never retyped.
 * - Each line starts with a **visually hidden label** ('Email', 'Téléphone', 'Adresse'): a screen reader announces
 *   "Téléphone : 01 23 45 67 89", and the link's name still contains its visible text (WCAG 2.5.3). Icons are `aria-hidden`.
 * - The whole line (icon and text) is the link: a 44 px high target. Links underline on hover; as standalone lines with
 *   icons they need no underline at rest.
 * - **tone** `stage` for the dark background (raised icon tiles, bright accent icons, the on-stage focus ring).
 * - Keyboard: two Tab stops (e-mail, phone), Enter opens the mail or phone application.
 *
 * @param props - The props below; {@link ContactDetailsProps} is their whole type.
 *
 * @example
 * ```tsx
 * <ContactDetails email="contact@example.org" phone="01 23 45 67 89" address="12 rue des Ateliers, 75011 Paris" />
 * ```
 */
export function ContactDetails({
  email,
  phone,
  phoneHref,
  address,
  tone = 'surface',
  className,
  ...native
}: ContactDetailsProps) {
  const messages = useMessages();
  return (
    <ul {...native} className={cx(styles.list, styles.tone[tone], className)}>
      <li>
        <a className={cx(styles.line, styles.icon.mail)} href={`mailto:${email}`}>
          <VisuallyHidden>{messages.email}</VisuallyHidden>
          {email}
        </a>
      </li>
      <li>
        <a className={cx(styles.line, styles.icon.phone)} href={`tel:${phoneHref ?? phone.replace(/\s+/g, '')}`}>
          <VisuallyHidden>{messages.phone}</VisuallyHidden>
          {phone}
        </a>
      </li>
      <li>
        <span className={cx(styles.line, styles.icon.pin)}>
          <VisuallyHidden>{messages.address}</VisuallyHidden>
          {address}
        </span>
      </li>
    </ul>
  );
}
