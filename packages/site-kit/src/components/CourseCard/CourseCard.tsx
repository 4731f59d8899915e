import type { CategoryTone, Course, CourseFacts } from '@fabrique/content';
import { Fragment } from 'react';
import { cx } from '../../utils/cx.ts';
import { Badge, Card, SmartLink, VisuallyHidden } from '@fabrique/ui';
import { courseBadgeTones } from '../../tones.ts';
import * as styles from './CourseCard.css.ts';

export const courseCardHeadingLevels = [2, 3, 4] as const;

/** What a card says of a course's duration, hours, place and price (content's `courseFacts`). */
export type CourseCardFacts = Pick<CourseFacts, 'duration' | 'hours' | 'place' | 'price'>;

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
  course: Pick<Course, 'id' | 'title' | 'badge' | 'description'>;
  /** The course's facts as worded for a card: pass `courseFacts(course)`. */
  facts: CourseCardFacts;
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

/** The facts a visitor compares, each named for assistive technology and shown by its icon. */
function cardFacts({ duration, hours, place, price }: CourseCardFacts) {
  const facts = [
    { label: 'Durée', value: duration, glyph: 'calendar' },
    { label: 'Volume horaire', value: hours, glyph: 'clock' },
    { label: 'Lieu', value: place, glyph: 'pin' },
  ] as const;
  return price ? [...facts, { label: 'Tarif', value: price, glyph: 'tag' } as const] : facts;
}

/** A course in a list: the whole card is one link to its page, named by the course title. */
export function CourseCard({
  course,
  facts,
  href,
  tone,
  headingLevel = 3,
  nextSessions = [],
  className,
}: CourseCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" tone={tone} className={cx(styles.root, styles.tone[tone], className)}>
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
        {cardFacts(facts).map(({ label, value, glyph }) => (
          <Fragment key={label}>
            <VisuallyHidden as="dt">{label}</VisuallyHidden>
            <dd className={cx(styles.fact, styles.factIcon[glyph], glyph === 'tag' && styles.price)}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {nextSessions.map((session) => (
        <p
          key={session.dateRange}
          className={styles.session}
          data-from={session.from}
          data-until={session.until}
          data-inactive={session.inactive ? '' : undefined}
        >
          {`Prochaine session\u00a0: ${lowerFirst(session.dateRange)}`}
        </p>
      ))}
      <p className={styles.more}>En savoir plus</p>
    </Card>
  );
}
