import { useId, type ReactNode } from 'react';
import { Container } from '../../layout/Container/Container.tsx';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './PageHero.css.ts';

export const pageHeroTones = ['stage', 'blue', 'purple', 'green'] as const;
/** @useDeclaredType */
export type PageHeroTone = (typeof pageHeroTones)[number];
export const pageHeroSizes = ['standard', 'course'] as const;
/** @useDeclaredType */
export type PageHeroSize = (typeof pageHeroSizes)[number];
export const pageHeroImagePlacements = ['side', 'background'] as const;
/** @useDeclaredType */
export type PageHeroImagePlacement = (typeof pageHeroImagePlacements)[number];

/** One fact of the meta line, such as { label: 'Durée', value: '3 jours' }. */
export interface PageHeroMetaItem {
  label: string;
  value: string;
}

/** An image with its intrinsic size (no layout shift) and its text alternative, empty only when decorative. */
export interface PageHeroImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * A section's native attributes and `ref`, but its name, which is the title (the page's h1).
 * @inline
 */
export interface PageHeroProps extends NativeProps<'section', 'title' | 'aria-labelledby'> {
  title: ReactNode;
  /** A second line inside the h1, such as 'Depuis 2012': text, or the app's marked text (a LinkedText). */
  subtitle?: ReactNode;
  /** Above the title: a Badge (tone "onStage" reads on every hero tone). */
  eyebrow?: ReactNode;
  text?: ReactNode;
  /** Facts shown as a line of labelled values: duration, hours, price… */
  meta?: readonly PageHeroMetaItem[];
  /** Decorative (rendered with alt=""): a side illustration or a background fading into the tone, desktop only. */
  image?: PageHeroImage;
  imagePlacement?: PageHeroImagePlacement;
  /** stage for general pages; a category colour for category and course pages. */
  tone?: PageHeroTone;
  /** course: exactly 400 px high on desktop. */
  size?: PageHeroSize;
  /** Buttons under the text. */
  actions?: ReactNode;
}

/**
 * The opening of an inner page: a smaller stage than the home Hero, with the page's h1.
 *
 * **When to use it**: for the opening band of every page but the home: title, text, optional picture.
 *
 * **When not to**: for the home page (Hero) or a section inside a page (SectionHeading).
 *
 * The opening of every inner page: an optional eyebrow (a badge), the page’s `h1` with an optional second line, a text, a meta line of labelled facts, actions and an optional illustration.
 *
 * **When to use**: first thing in `<main>` on every page but the home page (which has `Hero`).
 *
 * **States**: `tone` stage (general pages) or a category colour (the course’s category); `size` standard, or course — exactly 400 px high from the desktop breakpoint, so the course page never shifts; image as a side illustration or as a background on the right half, or none (then broadcast rings fill the space).
 *
 * **Keyboard**: only the actions are focusable; focus rings use the on-stage colour.
 *
 * **Decisions**: the image is decorative (`alt=""`) and appears from the desktop breakpoint only, never under the text: on a phone the text needs the whole width. On category colours every line of text is white, the one colour with AA contrast on blue, purple and green. The meta line is a `<dl>`, so “Durée : 3 jours” is read as a pair.
 *
 * @param props - The props below; {@link PageHeroProps} is their whole type.
 *
 * @example
 * ```tsx
 * <PageHero eyebrow="Formations" title="Montage vidéo" text="Trois jours pour monter un film court." />
 * ```
 */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  text,
  meta,
  image,
  imagePlacement = 'side',
  tone = 'stage',
  size = 'standard',
  actions,
  className,
  ...native
}: PageHeroProps) {
  const titleId = useId();
  const picture = image ? (
    <img src={image.src} width={image.width} height={image.height} alt="" decoding="async" />
  ) : null;
  const side = picture && imagePlacement === 'side';
  const background = picture && imagePlacement === 'background';

  return (
    <section {...native} className={cx(styles.root({ tone, size }), className)} aria-labelledby={titleId}>
      {background ? (
        <div className={styles.backgroundImage}>
          {picture}
          <span className={styles.backgroundFade} />
        </div>
      ) : null}
      {!picture ? <span className={styles.rings} aria-hidden="true" /> : null}
      <Container width="hero">
        <div className={cx(styles.inner, side && styles.innerWithSide)}>
          <div className={styles.copy}>
            {eyebrow ? <div>{eyebrow}</div> : null}
            <h1 id={titleId} className={cx(styles.title, styles.titleBySize[size])}>
              {title}
              {subtitle ? <span className={styles.subtitle}> {subtitle}</span> : null}
            </h1>
            {text ? <div className={styles.text}>{text}</div> : null}
            {meta && meta.length > 0 ? (
              <div className={styles.metaFrame}>
                <dl className={styles.meta}>
                  {meta.map(({ label, value }) => (
                    <div key={label} className={styles.metaItem}>
                      <dt className={styles.metaLabel}>{label}</dt>
                      <dd className={styles.metaValue}>{value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
          {side ? <div className={cx(styles.side, styles.sideBySize[size])}>{picture}</div> : null}
        </div>
      </Container>
    </section>
  );
}
