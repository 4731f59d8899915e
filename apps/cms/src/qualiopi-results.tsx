/** A course's Qualiopi results: absent for a course nobody has followed yet, published once sessions were held. */
import { NumberField } from '@keystar/ui/number-field';
import { TextField } from '@keystar/ui/text-field';
import { optionalBlock, storedNumber, type FieldsProps, type Problems } from './optional-block.tsx';

type CountKey = 'trainees' | 'respondents' | 'completionRate';
type Results = { from: string; to: string } & Record<CountKey, number | null>;

const yearMonth = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** Each field's problem, in French, as the content's schema words it; none when the results can be published. */
export function resultsProblems(value: Results): Problems<Results> {
  const problems: Problems<Results> = {};
  const month = 'Un mois au format aaaa-mm, par exemple 2026-09.';
  if (!yearMonth.test(value.from)) problems.from = month;
  if (!yearMonth.test(value.to)) problems.to = month;
  else if (!problems.from && value.to < value.from) problems.to = 'Pas avant le premier mois.';
  const { trainees, respondents, completionRate } = value;
  if (trainees === null || !Number.isInteger(trainees) || trainees < 1)
    problems.trainees = 'Un nombre entier, 1 au moins.';
  if (respondents === null || !Number.isInteger(respondents) || respondents < 0)
    problems.respondents = 'Un nombre entier, 0 au moins.';
  else if (trainees !== null && respondents > trainees) problems.respondents = 'Pas plus que de stagiaires.';
  if (completionRate === null || completionRate < 0 || completionRate > 100) problems.completionRate = 'De 0 à 100.';
  return problems;
}

const months = [
  { key: 'from', label: 'Premier mois', help: 'aaaa-mm, par exemple 2025-01.' },
  { key: 'to', label: 'Dernier mois', help: 'aaaa-mm, pas avant le premier mois.' },
] as const;
const counts: { key: CountKey; label: string; help: string; step: number }[] = [
  { key: 'trainees', label: 'Stagiaires', help: 'Au moins 1.', step: 1 },
  { key: 'respondents', label: 'Répondants au questionnaire', help: 'Pas plus que de stagiaires.', step: 1 },
  {
    key: 'completionRate',
    label: 'Taux d’assiduité (%)',
    help: 'Part des stagiaires qui ont suivi toute la formation, de 0 à 100.',
    step: 0.1,
  },
];

function ResultFields({ value, onChange, problems }: FieldsProps<Results>) {
  return (
    <>
      {months.map(({ key, label, help }) => (
        <TextField
          key={key}
          label={label}
          description={help}
          value={value[key]}
          onChange={(month) => onChange({ ...value, [key]: month })}
          errorMessage={problems[key]}
        />
      ))}
      {counts.map(({ key, label, help, step }) => (
        <NumberField
          key={key}
          label={label}
          description={help}
          minValue={0}
          step={step}
          value={value[key] ?? Number.NaN}
          onChange={(count) => onChange({ ...value, [key]: Number.isNaN(count) ? null : count })}
          errorMessage={problems[key]}
        />
      ))}
    </>
  );
}

export const qualiopiResults = ({ label, description }: { label: string; description: string }) =>
  optionalBlock<Results>({
    label,
    description,
    empty: { from: '', to: '', trainees: null, respondents: null, completionRate: null },
    read: (stored) => {
      const period = (typeof stored.period === 'object' && stored.period) || {};
      const month = (key: 'from' | 'to') => {
        const value = (period as Record<string, unknown>)[key];
        return typeof value === 'string' ? value : '';
      };
      return {
        from: month('from'),
        to: month('to'),
        trainees: storedNumber(stored.trainees),
        respondents: storedNumber(stored.respondents),
        completionRate: storedNumber(stored.completionRate),
      };
    },
    write: ({ from, to, ...figures }) => ({ period: { from, to }, ...figures }),
    problemsOf: resultsProblems,
    Fields: ResultFields,
  });
