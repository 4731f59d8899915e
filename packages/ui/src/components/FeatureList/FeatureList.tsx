import { Grid } from '../../layout/Grid/Grid.tsx';
import { cx } from '../../utils/cx.ts';
import type { NativeElementProps } from '../../utils/native.ts';
import { LinkedText } from '../Link/LinkedText.tsx';
import * as styles from './FeatureList.css.ts';

export const featureListColumns = [1, 2, 3] as const;
export const featureListHeadingLevels = [3, 4] as const;
export const featureListMarkers = ['number', 'check', 'dot'] as const;
export const featureListTones = ['surface', 'stage'] as const;

/** @useDeclaredType */
export type FeatureListMarker = (typeof featureListMarkers)[number];
/** @useDeclaredType */
export type FeatureListTone = (typeof featureListTones)[number];

/** One point of the list: a short title and the sentence that explains it. */
export interface FeatureListItem {
  title: string;
  text: string;
}

/**
 * The list's native attributes and `ref` (an `<ol>` or a `<ul>`, as `marker` says).
 * @inline
 */
export interface FeatureListProps extends NativeElementProps {
  items: readonly FeatureListItem[];
  /** Columns from the desktop breakpoint (three become two on tablets); always one on phones. */
  columns?: (typeof featureListColumns)[number];
  /** 3 under a section's h2, 4 inside a panel that already has an h3. */
  headingLevel?: (typeof featureListHeadingLevels)[number];
  /** number makes an ordered list (steps, in order); check and dot an unordered one. */
  marker?: FeatureListMarker;
  /** stage on the dark background. */
  tone?: FeatureListTone;
  className?: string;
}

/**
 * A list of titled points — reasons, benefits, principles, steps — each with a decorative marker.
 *
 * **When to use it**: for a list of titled points, each a heading and a paragraph.
 *
 * **When not to**: for a plain bullet list (Prose) or points that need cards (Grid of cards).
 *
 * A list of titled points: the steps before a workshop, two pillars, reasons to join, a promise, commitments. Each point is a heading (`h3`, or `h4` inside a panel that has its own `h3`) and a paragraph.
 *
 * - **marker** says what kind of list it is: `number` renders an `<ol>` (steps that happen in order), `check` a
 *   `<ul>` of benefits (a check in the accent colour), `dot` a `<ul>` of neutral points. Markers are the item's pseudo-elements
 *   (the number a CSS counter with empty alternative text), never read out: the list already announces each item's
 *   position, and the heading's name stays the title alone.
 * - **columns** (1, 2 or 3) apply from the desktop breakpoint; three become two on tablets; always one column on phones.
 * - **tone** `stage` for the dark background: text, muted text and markers switch to their on-stage colours.
 * - Titles are centred on their marker whatever the marker, so lists of different kinds line up on one page.
 * - Not interactive; no keyboard behaviour. Layout (margins around it) belongs to the page.
 *
 * @param props - The props below; {@link FeatureListProps} is their whole type.
 *
 * @example
 * ```tsx
 * <FeatureList
 *   headingLevel={3}
 *   marker="check"
 *   items={[
 *     { title: 'Petits groupes', text: 'Huit personnes au plus.' },
 *     { title: 'Matériel fourni', text: 'Caméras et micros sur place.' },
 *   ]}
 * />
 * ```
 */
export function FeatureList({
  items,
  columns = 1,
  headingLevel = 3,
  marker = 'dot',
  tone = 'surface',
  className,
  ...native
}: FeatureListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Grid
      {...native}
      as={marker === 'number' ? 'ol' : 'ul'}
      space="xlarge"
      columns={{ desktop: columns }}
      className={cx(styles.list, styles.tone[tone], className)}
    >
      {items.map((item) => (
        // The marker is the item's ::before (and the check its ::after): the list already tells its position and kind.
        <li key={item.title} className={cx(styles.item, styles.markerKind[marker])}>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>
            <LinkedText>{item.text}</LinkedText>
          </p>
        </li>
      ))}
    </Grid>
  );
}
