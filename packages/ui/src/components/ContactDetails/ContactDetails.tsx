import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon, PinIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ContactDetails.css.ts';

export const contactDetailsTones = ['surface', 'stage'] as const;
export type ContactDetailsTone = (typeof contactDetailsTones)[number];

export interface ContactDetailsProps {
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
export function ContactDetails({ email, phone, phoneHref, address, tone = 'surface', className }: ContactDetailsProps) {
  return (
    <ul className={cx(styles.list, styles.tone[tone], className)}>
      <li>
        <a className={styles.line} href={`mailto:${email}`}>
          <Line icon={<MailIcon />} label="Email" value={email} />
        </a>
      </li>
      <li>
        <a className={styles.line} href={`tel:${phoneHref ?? phone.replace(/\s+/g, '')}`}>
          <Line icon={<PhoneIcon />} label="Téléphone" value={phone} />
        </a>
      </li>
      <li>
        <span className={styles.line}>
          <Line icon={<PinIcon />} label="Adresse" value={address} />
        </span>
      </li>
    </ul>
  );
}

/** The hidden label comes first, so each line is announced with its meaning ("Téléphone : 01 84 60 21 16"). */
function Line({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.value}>
        <VisuallyHidden>{label} : </VisuallyHidden>
        {value}
      </span>
    </>
  );
}
