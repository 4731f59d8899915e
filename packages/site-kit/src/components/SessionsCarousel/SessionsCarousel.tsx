import { categoryTone, type Course, type ImageAsset } from '@fabrique/content';
import { cx } from '../../utils/cx.ts';
import { Badge, Carousel, type CarouselAutoplay, GlyphIcon, SmartLink, VisuallyHidden } from '@fabrique/ui';
import { courseBadgeTones } from '../../tones.ts';
import { SessionList } from '../SessionList/SessionList.tsx';
import * as styles from './SessionsCarousel.css.ts';

/** One session not ended: its course and what the caller derived from them (`sessionImage`, `sessionDateRange`, `sessionWeekLines`). */
export interface SessionSlide {
  course: Pick<Course, 'id' | 'title' | 'badge' | 'category' | 'externalLink' | 'partnerLogo' | 'partnerContact'>;
  /** The course's page on the site (`coursePath(course.id)`); a partner course links to its `externalLink` instead. */
  href: string;
  /** The course's carousel image, else its first trainer's photo. */
  image?: ImageAsset;
  dateRange: string;
  weekLines: readonly string[];
  /** The session's last day ('yyyy-mm-dd'): the slide is hidden after it (see `Carousel.Slide`). */
  until?: string;
}

export const sessionsCarouselHeadingLevels = [2, 3, 4] as const;

export interface SessionsCarouselProps {
  sessions: readonly SessionSlide[];
  /** Names the carousel; by default 'Nos prochaines sessions'. Prefer `labelledBy` with the section's heading id. */
  label?: string;
  labelledBy?: string;
  /** Every 4000 ms by default; false for a still carousel (screenshots). */
  autoplay?: CarouselAutoplay | false;
  prefersReducedMotion?: boolean;
  /** Level of each slide's title: 3 under the section's h2. */
  headingLevel?: (typeof sessionsCarouselHeadingLevels)[number];
  className?: string;
}

type SlideImageLoading = 'high' | 'low' | 'lazy';
/**
 * The first slide's picture is the page's largest element on a phone: asked for first. The next two show on wider screens
 * only (3 slides on a desktop): fetched at once but after it, and not preloaded. The others wait until scrolled near.
 */
const slideImageLoading = (index: number): SlideImageLoading => (index === 0 ? 'high' : index < 3 ? 'low' : 'lazy');

function SessionCard({
  session,
  headingLevel,
  loading,
}: {
  session: SessionSlide;
  headingLevel: 2 | 3 | 4;
  loading: SlideImageLoading;
}) {
  const { course, image, dateRange, weekLines } = session;
  const tone = categoryTone(course.category);
  const Heading = `h${headingLevel}` as const;
  const external = course.externalLink !== undefined;
  return (
    <article className={styles.slide}>
      {/* The picture is its own frame (one element less per slide); without one, the frame shows its background. */}
      {image ? (
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          // The title says what the picture shows: the image is decoration here.
          alt=""
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'lazy' ? undefined : loading}
          decoding="async"
          className={cx(styles.media, styles.image)}
        />
      ) : (
        <div className={styles.media} />
      )}
      <div className={cx(styles.body, styles.band[tone])}>
        <div className={styles.labels}>
          <Badge tone={courseBadgeTones[course.badge]}>{course.badge}</Badge>
          {course.partnerLogo ? (
            <img
              src={course.partnerLogo.src}
              width={course.partnerLogo.width}
              height={course.partnerLogo.height}
              alt={course.partnerLogo.alt}
              loading="lazy"
              className={styles.partnerLogo}
            />
          ) : null}
        </div>
        <Heading className={styles.title}>{course.title}</Heading>
        <SessionList dateRange={dateRange} lines={weekLines} className={styles.sessions} />
        {course.partnerContact ? (
          <a href={`mailto:${course.partnerContact}`} className={cx(styles.contact, styles.tone[tone])}>
            <GlyphIcon glyph="mail" size={18} />
            <span>
              <VisuallyHidden>Écrire au partenaire : </VisuallyHidden>
              {course.partnerContact}
            </span>
          </a>
        ) : null}
        <SmartLink
          href={course.externalLink ?? session.href}
          className={cx(styles.more, styles.tone[tone])}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          En savoir plus
          <VisuallyHidden>{` : ${course.title}${external ? ' (nouvel onglet)' : ''}`}</VisuallyHidden>
        </SmartLink>
      </div>
    </article>
  );
}

/** The home page's 'Nos prochaines sessions': one card per session not ended, turning every 4 seconds. */
export function SessionsCarousel({
  sessions,
  label = 'Nos prochaines sessions',
  labelledBy,
  autoplay = { delay: 4000 },
  prefersReducedMotion,
  headingLevel = 3,
  className,
}: SessionsCarouselProps) {
  return (
    <Carousel.Root
      label={label}
      labelledBy={labelledBy}
      autoplay={autoplay}
      prefersReducedMotion={prefersReducedMotion}
      slidesPerView={{ mobile: 1, tablet: 2, desktop: 3 }}
      gap="large"
      className={cx(styles.root, className)}
    >
      <div className={styles.controls}>
        <Carousel.PlayPause />
        <Carousel.Previous />
        <Carousel.Next />
      </div>
      <Carousel.Viewport>
        {/* data-until: the slide's last day; the site's clock script hides it after that day, before hydration. */}
        {sessions.map((session, index) => (
          <Carousel.Slide key={`${session.course.id}-${session.dateRange}`} data-until={session.until}>
            <SessionCard session={session} headingLevel={headingLevel} loading={slideImageLoading(index)} />
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
    </Carousel.Root>
  );
}
