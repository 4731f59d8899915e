'use client';

import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ContactDetails.css.ts';
import { useMessages } from '../../messages/messages.tsx';

export const contactDetailsTones = ['surface', 'stage'] as const;
export type ContactDetailsTone = (typeof contactDetailsTones)[number];

/** A list's native attributes and `ref`. */
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

/** How to reach the organisation: e-mail and phone as links, the address as text, each behind its icon. */
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
