import {
  courseFundingOptions,
  courseOutline,
  courseResultFigures,
  courses,
  minRespondents,
  resultHeading,
  type Course,
} from '@fabrique/content';
import { Toaster } from '@fabrique/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildToday, noonOf } from '../lib/today.ts';
import CoursePage from './course.tsx';
import type { Route } from './+types/course';

/** The page as prerendered: in the router (its links, the request form's address) and the toaster (the form's). */
function pageHtml(id: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[`/formations/${id}`]}>
      <Toaster>
        <CoursePage {...({ params: { '*': id } } as unknown as Route.ComponentProps)} />
      </Toaster>
    </MemoryRouter>,
  );
}

/** The text of the section labelled by `id`, tags removed and entities of apostrophes and spaces decoded. */
function sectionText(html: string, id: string): string {
  const section = new RegExp(`<section aria-labelledby="${id}">(.*?)</section>`).exec(html)?.[1] ?? '';
  return section
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\n]+/g, ' ');
}

const course = (id: Course['id']): Course => {
  const found = courses.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No course ${id}`);
  return found;
};

/** The page's sections in order: the id each one is labelled by and the text of that heading, as shown on the rendered day. */
function renderedSections(id: string): { id: string; title: string }[] {
  const html = pageHtml(id);
  return [...html.matchAll(/<section aria-labelledby="([^"]+)"/g)].map(([, section]) => {
    const heading = new RegExp(`<h2 id="${section}"[^>]*>(.*?)</h2>`).exec(html);
    // Variants of other days (the sessions' heading) are rendered but hidden (data-inactive).
    const shown = heading?.[1]?.replace(/<span[^>]*data-inactive=""[^>]*>.*?<\/span>/g, '');
    return { id: section ?? '', title: shown?.replace(/<[^>]+>/g, '') ?? '' };
  });
}

describe('the course page', () => {
  it.for(courses.map((course) => [course.id, course] as const))(
    '%s shows the sections of its outline, in order',
    ([id, course]) => {
      expect(renderedSections(id)).toEqual(
        courseOutline(course, noonOf(buildToday)).map(({ id: section, title }) => ({ id: section, title })),
      );
    },
  );

  it.for(courses.map((course) => [course.id, course] as const))(
    '%s ends with its request form, prefilled, which every call to action leads to',
    ([id, course]) => {
      const html = pageHtml(id);
      const form = html.slice(html.indexOf('<section id="demande"'));
      expect(form).toContain('aria-labelledby="demande-title"');
      expect(form).toMatch(/<option value="formation" selected="">Une formation<\/option>/);
      expect(form).toContain(`name="projectOrFormationName" value="${course.title.replace(/'/g, '&#x27;')}"`);
      const actions = [...html.matchAll(/<a [^>]*href="([^"]*#demande)"/g)].map(([, href]) => href);
      expect(actions.length).toBeGreaterThanOrEqual(2);
      for (const href of actions)
        expect(href).toMatch(new RegExp(`^/formations/${id}(\\?session=\\d{4}-\\d{2}-\\d{2})?#demande$`));
    },
  );
});

describe('the course page’s funding and results', () => {
  it.for(courses.map((course) => [course.id, course] as const))(
    '%s says how to fund it and what its past trainees achieved',
    ([id, course]) => {
      const html = pageHtml(id);
      const funding = sectionText(html, 'financement');
      for (const option of courseFundingOptions(course)) {
        expect(funding).toContain(option.title);
        expect(funding).toContain(option.text);
      }
      const results = sectionText(html, 'resultats');
      for (const figure of courseResultFigures(course)) {
        expect(results).toContain(resultHeading(figure));
        expect(results).toContain(figure.text);
      }
    },
  );

  it('gives a CPF-eligible course its code, and says when a course is not eligible', () => {
    expect(sectionText(pageHtml('les-cles-de-la-serie-documentaire'), 'financement')).toContain(
      'est éligible au CPF\u00a0: elle est enregistrée au Répertoire spécifique (RS) de France compétences sous le code RS5932',
    );
    const notEligible = sectionText(pageHtml('art-du-pitch'), 'financement');
    expect(notEligible).toContain('n’est pas éligible au CPF');
    expect(notEligible).toContain('OPCO et Afdas');
    expect(notEligible).toContain('Financement personnel');
  });

  it('gives the mean score with its respondents and period, or says there are too few answers', () => {
    const rated = sectionText(pageHtml('art-du-pitch'), 'resultats');
    expect(rated).toContain('Satisfaction des stagiaires\u00a0: 4,8 sur 5');
    expect(rated).toContain('les 51\u00a0stagiaires qui ont répondu');
    expect(rated).toContain('de septembre 2024 à octobre 2025');
    expect(rated).toContain('Taux d’achèvement\u00a0: 98\u00a0%');
    const few = course('boite-a-outils-ideation');
    expect(few.results?.respondents).toBeLessThan(minRespondents);
    const unrated = sectionText(pageHtml(few.id), 'resultats');
    expect(unrated).toContain('Pas encore assez de réponses pour publier une moyenne');
    expect(unrated).not.toContain('sur 5');
    expect(unrated).toContain('Taux d’achèvement\u00a0: 100\u00a0%');
  });
});
