import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { Card, type CardTone } from '../Card/Card.tsx';
import { ClockIcon, PinIcon, TagIcon } from '../../icons/icons.tsx';
import * as styles from './InfoCard.css.ts';

export const infoCardIcons = ['duration', 'price', 'location'] as const;
export type InfoCardIcon = (typeof infoCardIcons)[number];

const icons: Record<InfoCardIcon, ReactNode> = {
  duration: <ClockIcon size={22} />,
  price: <TagIcon size={22} />,
  location: <PinIcon size={22} />,
};

/** The card's native attributes and `ref` (a div). */
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

/** One key fact of a course beside its presentation: a label and its value, as a description list. */
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
