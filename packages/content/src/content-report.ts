/** The report of `npm run content:check`, in French: every problem to fix, then what to watch and what to confirm. */
import { problemLine, type DataProblem } from './data-check.ts';
import type { ContentHealth } from './rules/health.ts';

/**
 * `problems`: the data files' problems (content-problems.ts), which stop the build. `health` is read from the assembled
 * content, so only once the files are valid: undefined while problems remain.
 */
export function formatContentReport(today: string, problems: readonly DataProblem[], health?: ContentHealth): string {
  const findings = (list: ContentHealth['structural']) =>
    list.map((finding) => `  - ${finding.subject} : ${finding.message}`);
  const toFix = [...problems.map((problem) => `  - ${problemLine(problem)}`), ...findings(health?.structural ?? [])];
  return [
    `Contrôle du contenu au ${today}`,
    '',
    `Problèmes à corriger (${toFix.length}) :`,
    ...(toFix.length > 0 ? toFix : ['  aucun']),
    '',
    ...(health
      ? [
          `À surveiller (${health.timely.length}) :`,
          ...(health.timely.length > 0 ? findings(health.timely) : ['  rien']),
          '',
          `Informations à faire confirmer par l’organisme (${health.toConfirm.length}) :`,
          ...health.toConfirm.map((fact) => `  - ${fact.label} : ${fact.value}`),
        ]
      : [
          'Le site ne peut pas être publié tant que ces problèmes restent. Les sessions à surveiller et les informations à',
          'faire confirmer s’afficheront une fois ces problèmes corrigés.',
        ]),
    '',
  ].join('\n');
}
