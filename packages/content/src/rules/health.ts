import { entryLabel } from '../data-check.ts';
import type { ValueToConfirm } from '../site.ts';
import type { Course, SessionDetails } from '../types.ts';
import { dayAfter, parisToday } from '../dates.ts';
import { currentSessions, sessionEnd, sessionStart } from './session-status.ts';
import { sessionDateRange } from './sessions.ts';

/** One thing `npm run content:check` tells the organisation. */
export interface Finding {
  /** What it is about, as staff find it: a course's file and title, a path of `valuesToConfirm`… */
  subject: string;
  message: string;
}

export interface ContentHealth {
  /** The data breaks a promise or a reference: `npm test` fails on these. */
  structural: readonly Finding[];
  /** What the date makes worth knowing (sessions soon, none ahead): warnings only, never a failure. */
  timely: readonly Finding[];
  /** Every fact only the organisation can give, with the value the site shows meanwhile. */
  toConfirm: readonly (ValueToConfirm & { value: string })[];
}

/** A course as the report names it: its file, for reference, and its title, as staff know it. */
export const courseSubject = (course: Course): string => entryLabel(`courses/${course.id}.json`, course.title);

const emailPattern = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

/**
 * What /politique-de-formation promises for every course page, checked against the data: objectives, programme,
 * evaluation, a price or a funding note, accessibility with a contact, and the partner's link and e-mail when the
 * admission goes through a partner.
 */
export function coursePolicyFindings(course: Course): Finding[] {
  const broken = (message: string) => ({ subject: courseSubject(course), message });
  const findings: Finding[] = [];
  if (course.objectives.length === 0) findings.push(broken('aucun objectif'));
  if (course.program.length === 0) findings.push(broken('aucun programme'));
  if (!course.evaluation || course.evaluation.length === 0) findings.push(broken('aucune modalité d’évaluation'));
  // A partner course has no price of ours (as the spec says): the partner's page, linked, gives it.
  if (course.price.discriminant === 'none' && !course.externalLink)
    findings.push(broken('ni tarif, ni mention de financement, ni lien vers le partenaire'));
  if (!course.accessibility) findings.push(broken('aucune condition d’accessibilité'));
  else if (!emailPattern.test(course.accessibility)) findings.push(broken('l’accessibilité ne donne aucun contact'));
  if (course.externalLink && !course.partnerContact)
    findings.push(broken('formation partenaire sans e-mail du partenaire'));
  if (course.partnerContact && !course.externalLink)
    findings.push(broken('formation partenaire sans lien vers le partenaire'));
  return findings;
}

/** A value at a dot path ('organisation.siret', 'courses.<id>.sessions.1'); '*' stands for every key. */
export function valuesAt(root: unknown, path: string): unknown[] {
  return path.split('.').reduce<unknown[]>(
    (values, key) =>
      values.flatMap((value) => {
        if (value === null || typeof value !== 'object') return [];
        const record = value as Record<string, unknown>;
        if (key === '*') return Object.values(record);
        return key in record ? [record[key]] : [];
      }),
    [root],
  );
}

/** How the site shows a value meanwhile, in one short line. */
function describe(values: readonly unknown[]): string {
  if (values.length !== 1) return `${values.length} valeurs`;
  const [value] = values;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value === null) return 'non renseigné';
  if (typeof value === 'object' && 'periods' in value) return sessionDateRange(value as SessionDetails);
  if (typeof value === 'object' && 'name' in value) return String(value.name);
  return JSON.stringify(value).slice(0, 80);
}

/** Sessions starting or ending within `days` days of today (Paris), and the courses with nothing ahead. */
export function timelyFindings(courses: readonly Course[], now: Date | number, days = 30): Finding[] {
  const today = parisToday(now);
  let limit = today;
  for (let day = 0; day < days; day += 1) limit = dayAfter(limit);
  const within = (day: string) => today <= day && day <= limit;
  const findings: Finding[] = [];
  for (const course of courses) {
    const ahead = currentSessions(course, now);
    if (ahead.length === 0) findings.push({ subject: courseSubject(course), message: 'aucune session à venir' });
    for (const session of ahead) {
      const range = sessionDateRange(session);
      if (within(sessionStart(session)))
        findings.push({
          subject: courseSubject(course),
          message: `session qui commence dans moins de ${days} jours (${range})`,
        });
      if (within(sessionEnd(session)))
        findings.push({
          subject: courseSubject(course),
          message: `session qui se termine dans moins de ${days} jours (${range})`,
        });
    }
  }
  return findings;
}

/** The whole check: the structural part fails `npm test`, the rest is for the organisation to read. */
export function contentHealth(
  content: { courses: readonly Course[]; valuesToConfirm: readonly ValueToConfirm[]; roots: Record<string, unknown> },
  now: Date | number,
): ContentHealth {
  const structural = content.courses.flatMap(coursePolicyFindings);
  const toConfirm = content.valuesToConfirm.map((fact) => {
    const values = valuesAt(content.roots, fact.path).filter((value) => value !== undefined);
    if (values.length === 0)
      structural.push({ subject: fact.path, message: `« ${fact.label} » : ce chemin ne mène à aucune valeur` });
    return { ...fact, value: describe(values) };
  });
  return { structural, timely: timelyFindings(content.courses, now), toConfirm };
}
