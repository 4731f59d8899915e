import { courses } from './catalogue.ts';
import { csiaPaths } from './csia.ts';
import { contentHealth, type ContentHealth } from './rules/health.ts';
import { organisation, valuesToConfirm } from './site.ts';

/** The site's own content checked at `now` (`npm run content:check`; its structural part is a unit test). */
export function checkContent(now: Date | number): ContentHealth {
  const roots = { organisation, courses: Object.fromEntries(courses.map((course) => [course.id, course])), csiaPaths };
  return contentHealth({ courses, valuesToConfirm, roots }, now);
}

/** The report as the organisation reads it, in French. */
export function formatContentHealth(health: ContentHealth, today: string): string {
  const lines = (findings: ContentHealth['structural']) =>
    findings.map((finding) => `  - ${finding.subject} : ${finding.message}`);
  return [
    `Contrôle du contenu au ${today}`,
    '',
    `Problèmes à corriger (${health.structural.length}) :`,
    ...(health.structural.length > 0 ? lines(health.structural) : ['  aucun']),
    '',
    `À surveiller (${health.timely.length}) :`,
    ...(health.timely.length > 0 ? lines(health.timely) : ['  rien']),
    '',
    `Informations à faire confirmer par l’organisme (${health.toConfirm.length}) :`,
    ...health.toConfirm.map((fact) => `  - ${fact.label} : ${fact.value}`),
    '',
  ].join('\n');
}
