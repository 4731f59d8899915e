import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { Card, type CardTone } from '../Card/Card.tsx';
import { ClockIcon, PinIcon, TagIcon } from '../../icons/icons.tsx';
import * as styles from './InfoCard.css.ts';

export const infoCardIcons = ['duration', 'price', 'location'] as const;
/** @useDeclaredType */
export type InfoCardIcon = (typeof infoCardIcons)[number];

const icons: Record<InfoCardIcon, ReactNode> = {
  duration: <ClockIcon size={22} />,
  price: <TagIcon size={22} />,
  location: <PinIcon size={22} />,
};

/**
 * The card's native attributes and `ref` (a div).
 * @inline
 */
export interface InfoCardProps extends NativeProps<'div'> {
  icon: InfoCardIcon;
  /** What the value is: 'Durée', 'Tarif', 'Localisation'. */
  label: string;
  value: ReactNode;
  /** A line under the value, such as 'Disponible en distanciel'. */
  note?: ReactNode;
  /** The course's category colour for the icon; blue by default. */
  tone?: CardTone;
  className?: string;
}

/**
 * One key fact of a course beside its presentation: a label and its value, as a description list.
 *
 * **When to use it**: for the side facts of a course page: duration, price, location.
 *
 * **When not to**: for a longer text (Prose) or a list of points (FeatureList).
 *
 * The side cards of a course page: **Durée**, **Tarif** (only when the course has a price — the page decides)
 * and **Localisation** ('Lyon', with the note 'Disponible à distance' when the course can be followed remotely).
 *
 * - Each card is a description list: the label is the `<dt>`, the value and the optional note are `<dd>`s, so a screen
 *   reader announces them as one pair.
 * - **icon** is an enumerated name (duration, price, location), not a free node: the three cards keep one visual language.
 *   Icons are decorative (`aria-hidden`).
 * - **tone** is the course's category colour, for the icon tile.
 * - Not interactive; no keyboard behaviour.
 *
 * @param props - The props below; {@link InfoCardProps} is their whole type.
 *
 * @example
 * ```tsx
 * <InfoCard icon="duration" label="Durée" value="3 jours" note="21 heures" />
 * ```
 */
export function InfoCard({ icon, label, value, note, tone = 'blue', className, ...native }: InfoCardProps) {
  return (
    <Card {...native} padding="medium" className={className}>
      <div className={styles.root}>
        <span className={cx(styles.icon, styles.iconTone[tone])}>{icons[icon]}</span>
        <dl className={styles.list}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
          {note ? <dd className={styles.note}>{note}</dd> : null}
        </dl>
      </div>
    </Card>
  );
}
