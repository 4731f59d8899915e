import { Button } from '../Button/Button.tsx';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './EmptyResult.css.ts';

/**
 * A div's native attributes and `ref`, but its title, which is the text shown.
 * @inline
 */
export interface EmptyResultProps extends NativeProps<'div', 'title'> {
  /** What was not found, e.g. 'Aucune formation ne correspond à ces critères.' */
  title: string;
  /** A way out in words, e.g. 'Essayez d’autres mots ou retirez un filtre.' */
  text: string;
  /** The button's text, e.g. 'Réinitialiser la recherche'. */
  resetLabel: string;
  onReset: () => void;
  className?: string;
}

/**
 * What a search with no result shows: never a dead end, always a way back to everything.
 *
 * **When to use it**: in place of a list that a search or filters have emptied.
 *
 * **When not to**: for a list empty by nature (say so in its own words), or for an error (ErrorFallback).
 *
 * What a search without result shows in place of the list: what happened, what to try, and a button back to
 * everything (the finder empties its search and filters). The count above it has already been announced, so this block is
 * not a live region itself. Keyboard: the button is a native button.
 *
 * @param props - The props below; {@link EmptyResultProps} is their whole type.
 *
 * @example
 * ```tsx
 * <EmptyResult
 *   title="Aucune formation ne correspond"
 *   text="Essayez d’autres mots ou retirez un filtre."
 *   resetLabel="Effacer les filtres"
 *   onReset={clearFilters}
 * />
 * ```
 */
export function EmptyResult({ title, text, resetLabel, onReset, className, ...native }: EmptyResultProps) {
  return (
    <div {...native} className={cx(styles.root, className)}>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      <Button variant="secondary" onClick={onReset}>
        {resetLabel}
      </Button>
    </div>
  );
}
