import { formActions } from '@fabrique/content';
import { courseAlertConsentWording, formPostFields, subscribeToNewsletter } from '@fabrique/forms';
import { Prose, Stack } from '@fabrique/ui';
import { NewsletterForm } from '@fabrique/site-kit';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { backendConfig } from '../lib/config.ts';

/** 'Être averti(e) des prochaines dates': a course with no upcoming session offers its own double opt-in list. */
export function CourseAlertSignup({ course }: { course: { id: string; title: string } }) {
  const headingId = useId();
  const { pathname } = useLocation();
  const subscribe = (email: string) =>
    subscribeToNewsletter(backendConfig, email, { source: 'site/formation', courseId: course.id });
  return (
    <Stack space="medium">
      <h3 id={headingId}>Être averti(e) des prochaines dates</h3>
      <Prose>
        <p>
          {`Laissez-nous votre adresse e-mail\u00a0: nous vous écrirons dès que de nouvelles dates de «\u00a0${course.title}\u00a0» seront annoncées.`}
        </p>
      </Prose>
      <NewsletterForm
        subscribe={subscribe}
        labelledBy={headingId}
        notice={courseAlertConsentWording}
        submitLabel="M’avertir"
        post={{
          action: formActions.courseAlert,
          fields: { [formPostFields.page]: pathname, [formPostFields.courseId]: course.id },
        }}
      />
    </Stack>
  );
}
