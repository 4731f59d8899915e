import { Grid } from '../../layout/Grid/Grid.tsx';
import { cx } from '../../utils/cx.ts';
import type { NativeElementProps } from '../../utils/native.ts';
import { LinkedText } from '../Link/LinkedText.tsx';
import * as styles from './FeatureList.css.ts';

export const featureListColumns = [1, 2, 3] as const;
export const featureListHeadingLevels = [3, 4] as const;
export const featureListMarkers = ['number', 'check', 'dot'] as const;
export const featureListTones = ['surface', 'stage'] as const;

export type FeatureListMarker = (typeof featureListMarkers)[number];
export type FeatureListTone = (typeof featureListTones)[number];

/** One point of the list: a short title and the sentence that explains it. */
export interface FeatureListItem {
  title: string;
  text: string;
}

/** The list's native attributes and `ref` (an `<ol>` or a `<ul>`, as `marker` says). */
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

/** A list of titled points — reasons, benefits, principles, steps — each with a decorative marker. */
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
