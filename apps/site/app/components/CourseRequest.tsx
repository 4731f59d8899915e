import {
  coursePath,
  formActions,
  currentSessions,
  privacyPolicyPath,
  sessionDateRange,
  sessionStart,
  type Course,
  type SessionDetails,
} from '@fabrique/content';
import { ButtonLink, Container, Grid, Section, SectionHeading, Stack, VisuallyHidden } from '@fabrique/ui';
import { formPostFields } from '@fabrique/forms';
import { ContactForm } from '@fabrique/site-kit';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { noonOf, useToday } from '../lib/today.ts';
import { OrganisationContactDetails, sendContact } from './ContactSection.tsx';

/** The request section's anchor: every call to action of the course page leads there. */
export const courseRequestId = 'demande';
const titleId = 'demande-title';

/**
 * Where a call to action leads: the form on the course page, with the chosen session in the address (read once
 * hydrated, so the prerendered page stays the same for everyone; without scripts the anchor still reaches the form).
 */
export function courseRequestHref(course: Course, session?: SessionDetails): string {
  const query = session ? `?session=${sessionStart(session)}` : '';
  return `${coursePath(course.id)}${query}#${courseRequestId}`;
}

/** 'Demander un devis' (no session) or 'Pré-inscription' (one session, named to screen readers: several sit on the page). */
export function CourseRequestLink({
  course,
  session,
  variant = 'primary',
}: {
  course: Course;
  session?: SessionDetails;
  variant?: 'primary' | 'secondary';
}) {
  if (!session) {
    return (
      <ButtonLink href={courseRequestHref(course)} variant={variant}>
        Demander un devis
      </ButtonLink>
    );
  }
  const range = sessionDateRange(session);
  return (
    <ButtonLink href={courseRequestHref(course, session)} variant={variant} size="small">
      Pré-inscription
      {/* Out of the flow, it is read as a word of its own: 'Pré-inscription (session du …)'. */}
      <VisuallyHidden>{`(session ${range.charAt(0).toLocaleLowerCase('fr')}${range.slice(1)})`}</VisuallyHidden>
    </ButtonLink>
  );
}

/**
 * The course page's own contact form, at the end of the page: prefilled with 'Une formation' and the course's title,
 * sent with the course's id, and with 'Session souhaitée' set by the session a call to action carries (`?session=`).
 */
export function CourseRequestSection({ course }: { course: Course }) {
  const today = useToday();
  const location = useLocation();
  const session = new URLSearchParams(location.search).get('session');
  const sessions = currentSessions(course, noonOf(today)).map((details) => ({
    value: sessionStart(details),
    label: sessionDateRange(details),
  }));

  // After a call to action (a navigation to #demande), keyboard focus follows the scroll into the section.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current || location.hash !== `#${courseRequestId}`) return;
    const section = document.getElementById(courseRequestId);
    // Focusable without becoming a Tab stop; preventScroll: the router already scrolls to the anchor.
    section?.setAttribute('tabindex', '-1');
    section?.focus({ preventScroll: true });
  }, [location.key, location.hash]);

  return (
    <Section id={courseRequestId} tone="muted" labelledBy={titleId}>
      <Container>
        <Grid space="xxlarge" columns={{ tablet: 1, desktop: 2 }}>
          <Stack space="large">
            <SectionHeading
              id={titleId}
              eyebrow="Demande"
              title="Demander un devis ou une pré-inscription"
              intro={
                'Un devis pour vous ou votre équipe, une place sur une session, une question sur le financement\u00a0: ' +
                'écrivez-nous, nous vous répondons sous 48\u00a0heures ouvrées.'
              }
            />
            <OrganisationContactDetails />
          </Stack>
          <ContactForm
            send={sendContact}
            privacyPolicyHref={privacyPolicyPath}
            labelledBy={titleId}
            defaultSubject="formation"
            defaultProjectName={course.title}
            course={{ id: course.id, sessions }}
            sessionRequest={session ? { session, key: location.key } : undefined}
            post={{
              action: formActions.contact,
              fields: { [formPostFields.page]: location.pathname, [formPostFields.courseId]: course.id },
            }}
          />
        </Grid>
      </Container>
    </Section>
  );
}
