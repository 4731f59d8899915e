import { cx } from '../../utils/cx.ts';
import * as styles from './SessionList.css.ts';

export interface SessionListProps {
  /** The whole span, e.g. 'Du 19 janvier au 20 février 2026' (`sessionDateRange`). */
  dateRange?: string;
  /** One line per period of consecutive days, with hours (`sessionWeekLines`). */
  lines?: readonly string[];
  /** Shown when nothing is dated, e.g. 'Bientôt disponible' (content's `comingSoon`). */
  fallback?: string;
  className?: string;
}

/** A course's sessions: the date range and its weekly lines, or the sessions text when nothing is dated. */
export function SessionList({ dateRange, lines = [], fallback, className }: SessionListProps) {
  if (!dateRange && lines.length === 0) {
    if (!fallback) return null;
    return <p className={cx(styles.fallback, className)}>{fallback}</p>;
  }
  return (
    <div className={cx(styles.root, className)}>
      {dateRange ? <p className={styles.range}>{dateRange}</p> : null}
      {lines.length > 0 ? (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line} className={styles.line}>
              {line}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
