import type { CategoryTone, Course } from '@fabrique/content';
import { cx } from '../../utils/cx.ts';
import { Badge, courseBadgeTones } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { ArrowIcon, CalendarIcon, ClockIcon, PinIcon, TagIcon } from '../../icons/icons.tsx';
import { SmartLink } from '../Link/LinkProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './CourseCard.css.ts';

export const courseCardHeadingLevels = [2, 3, 4] as const;

/**
 * The course's next session over some days (Paris, inclusive bounds): the site renders one per phase of its sessions so
 * that its clock script can show the right one at load; `inactive` hides it on the day the page was rendered for.
 */
export interface CourseCardSession {
  /** e.g. 'Du 18 janvier au 19 février 2027' (`sessionDateRange`). */
  dateRange: string;
  from?: string;
  until?: string;
  inactive?: boolean;
}

export interface CourseCardProps {
  course: Pick<Course, 'id' | 'title' | 'badge' | 'description' | 'duration' | 'hours' | 'price' | 'location'>;
  /** The course's page, from the site's paths (`coursePath(course.id)`). */
  href: string;
  /** The course's category colour: pass `categoryTone(course.category)`. */
  tone: CategoryTone;
  /** The title's level in the page outline: 3 under a section's h2. */
  headingLevel?: (typeof courseCardHeadingLevels)[number];
  /** The next session, if one is dated (see `CourseCardSession`); nothing dated shows nothing. */
  nextSessions?: readonly CourseCardSession[];
  className?: string;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Where the course takes place, said the way a visitor compares it: remote or not. */
const placeLabel = (location: Course['location']) =>
  location === 'Paris (ou distanciel)' ? 'Paris ou distanciel' : 'Paris';

/** A course in a list: the whole card is one link to its page, named by the course title. */
export function CourseCard({ course, href, tone, headingLevel = 3, nextSessions = [], className }: CourseCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" tone={tone} className={cx(styles.root, className)}>
      <Badge tone={courseBadgeTones[course.badge]} className={styles.badge}>
        {course.badge}
      </Badge>
      <Heading className={styles.title}>
        <SmartLink href={href} className={styles.link}>
          {course.title}
        </SmartLink>
      </Heading>
      <p className={styles.description}>{course.description}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={cx(styles.factLabel, styles.tone[tone])}>
            <CalendarIcon size={18} />
            <VisuallyHidden>Durée</VisuallyHidden>
          </dt>
          <dd>{course.duration}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={cx(styles.factLabel, styles.tone[tone])}>
            <ClockIcon size={18} />
            <VisuallyHidden>Volume horaire</VisuallyHidden>
          </dt>
          <dd>{course.hours}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={cx(styles.factLabel, styles.tone[tone])}>
            <PinIcon size={18} />
            <VisuallyHidden>Lieu</VisuallyHidden>
          </dt>
          <dd>{placeLabel(course.location)}</dd>
        </div>
        {course.price ? (
          <div className={cx(styles.fact, styles.price)}>
            <dt className={cx(styles.factLabel, styles.tone[tone])}>
              <TagIcon size={18} />
              <VisuallyHidden>Tarif</VisuallyHidden>
            </dt>
            <dd>{course.price}</dd>
          </div>
        ) : null}
        {nextSessions.map((session) => (
          <div
            key={session.dateRange}
            className={cx(styles.fact, styles.session)}
            data-from={session.from}
            data-until={session.until}
            data-inactive={session.inactive ? '' : undefined}
          >
            <dt>{'Prochaine session\u00a0:'}</dt> <dd>{lowerFirst(session.dateRange)}</dd>
          </div>
        ))}
      </dl>
      <p className={cx(styles.more, styles.tone[tone])}>
        En savoir plus
        <ArrowIcon size={18} className={styles.arrow} />
      </p>
    </Card>
  );
}
