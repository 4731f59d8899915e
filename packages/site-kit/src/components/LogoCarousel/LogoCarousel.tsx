import type { Partner } from '@fabrique/content';
import { cx } from '../../utils/cx.ts';
import { Carousel, type CarouselAutoplay, type CarouselControlTone, VisuallyHidden } from '@fabrique/ui';
import * as styles from './LogoCarousel.css.ts';

export interface LogoCarouselProps {
  partners: readonly Pick<Partner, 'id' | 'name' | 'logo' | 'url'>[];
  /** Names the carousel, such as the section's title; or `labelledBy` with the heading's id. */
  label?: string;
  labelledBy?: string;
  /** Every 2000 ms by default; false for a still row (screenshots). */
  autoplay?: CarouselAutoplay | false;
  prefersReducedMotion?: boolean;
  controlsTone?: CarouselControlTone;
  className?: string;
}

/** Partner logos turning every 2 seconds, paused on hover; a logo links to the partner's site when it has one. */
export function LogoCarousel({
  partners,
  label = 'Nos partenaires',
  labelledBy,
  autoplay = { delay: 2000 },
  prefersReducedMotion,
  controlsTone = 'light',
  className,
}: LogoCarouselProps) {
  return (
    <Carousel.Root
      label={label}
      labelledBy={labelledBy}
      autoplay={autoplay}
      prefersReducedMotion={prefersReducedMotion}
      slidesPerView={{ mobile: 2, tablet: 3, desktop: 4 }}
      gap="medium"
      className={cx(styles.root, className)}
    >
      <div className={styles.controls}>
        <Carousel.PlayPause tone={controlsTone} />
        <Carousel.Previous tone={controlsTone} />
        <Carousel.Next tone={controlsTone} />
      </div>
      <Carousel.Viewport>
        {partners.map((partner) => {
          const logo = (
            <img
              src={partner.logo.src}
              width={partner.logo.width}
              height={partner.logo.height}
              alt={partner.logo.alt}
              loading="lazy"
              className={styles.logo}
            />
          );
          return (
            <Carousel.Slide key={partner.id}>
              {partner.url ? (
                <a
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cx(styles.tile, styles.linkTile)}
                >
                  {logo}
                  <VisuallyHidden> (nouvel onglet)</VisuallyHidden>
                </a>
              ) : (
                <div className={styles.tile}>{logo}</div>
              )}
            </Carousel.Slide>
          );
        })}
      </Carousel.Viewport>
    </Carousel.Root>
  );
}
