import { useId, type ReactNode } from 'react';
import { Container } from '../../layout/Container/Container.tsx';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import * as styles from './PageHero.css.ts';

export const pageHeroTones = ['stage', 'blue', 'purple', 'green'] as const;
export type PageHeroTone = (typeof pageHeroTones)[number];
export const pageHeroSizes = ['standard', 'course'] as const;
export type PageHeroSize = (typeof pageHeroSizes)[number];
export const pageHeroImagePlacements = ['side', 'background'] as const;
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

/** A section's native attributes and `ref`, but its name, which is the title (the page's h1). */
export interface PageHeroProps extends NativeProps<'section', 'title' | 'aria-labelledby'> {
  title: ReactNode;
  /** A second line inside the h1, such as 'Depuis 2012'. */
  subtitle?: string;
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

/** The opening of an inner page: a smaller stage than the home Hero, with the page's h1. */
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
