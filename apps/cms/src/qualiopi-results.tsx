/**
 * A course's Qualiopi results: stored as an object once sessions were held and absent for a course nobody has followed
 * yet, which no built-in Keystatic field writes (a conditional field stores a discriminant), as for the alumni scores.
 */
import type { BasicFormField } from '@keystatic/core';
import { Checkbox } from '@keystar/ui/checkbox';
import { VStack } from '@keystar/ui/layout';
import { NumberField } from '@keystar/ui/number-field';
import { TextField } from '@keystar/ui/text-field';

type CountKey = 'trainees' | 'respondents' | 'completionRate';
type Results = { held: boolean; from: string; to: string } & Record<CountKey, number | null>;
type ResultKey = Exclude<keyof Results, 'held'>;

const empty: Results = { held: false, from: '', to: '', trainees: null, respondents: null, completionRate: null };
const yearMonth = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** Each field's problem, in French, as the content's schema words it; none when the results can be published. */
export function resultsProblems(value: Results): Partial<Record<ResultKey, string>> {
  const problems: Partial<Record<ResultKey, string>> = {};
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

export function qualiopiResults({
  label,
  description,
}: {
  label: string;
  description: string;
}): BasicFormField<Results> {
  const parse = (stored: unknown): Results => {
    if (stored === undefined || stored === null) return empty;
    if (typeof stored !== 'object') throw new Error('Les résultats doivent être un objet.');
    const value = stored as Partial<Record<CountKey, unknown>> & { period?: { from?: unknown; to?: unknown } };
    const count = (key: CountKey) => (typeof value[key] === 'number' ? value[key] : null);
    const month = (key: 'from' | 'to') => (typeof value.period?.[key] === 'string' ? value.period[key] : '');
    return {
      held: true,
      from: month('from'),
      to: month('to'),
      trainees: count('trainees'),
      respondents: count('respondents'),
      completionRate: count('completionRate'),
    };
  };
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
  return {
    kind: 'form',
    label,
    defaultValue: () => empty,
    parse,
    serialize: (value) => ({
      value: value.held
        ? {
            period: { from: value.from, to: value.to },
            trainees: value.trainees,
            respondents: value.respondents,
            completionRate: value.completionRate,
          }
        : undefined,
    }),
    validate(value) {
      if (value.held && Object.keys(resultsProblems(value)).length > 0)
        throw new Error(`${label} : ${Object.values(resultsProblems(value)).join(' ')}`);
      return value;
    },
    reader: { parse },
    Input(props) {
      const { value, forceValidation } = props;
      const onChange = (next: Results) => props.onChange(next);
      const problems = forceValidation ? resultsProblems(value) : {};
      return (
        <VStack gap="large">
          <Checkbox isSelected={value.held} onChange={(held) => onChange({ ...value, held })}>
            {label}
          </Checkbox>
          <p style={{ margin: 0, fontSize: '0.875rem' }}>{description}</p>
          {value.held &&
            (['from', 'to'] as const).map((key) => (
              <TextField
                key={key}
                label={key === 'from' ? 'Premier mois' : 'Dernier mois'}
                description={key === 'from' ? 'aaaa-mm, par exemple 2025-01.' : 'aaaa-mm, pas avant le premier mois.'}
                value={value[key]}
                onChange={(month) => onChange({ ...value, [key]: month })}
                errorMessage={problems[key]}
              />
            ))}
          {value.held &&
            counts.map(({ key, label: countLabel, help, step }) => (
              <NumberField
                key={key}
                label={countLabel}
                description={help}
                minValue={0}
                step={step}
                value={value[key] ?? Number.NaN}
                onChange={(count) => onChange({ ...value, [key]: Number.isNaN(count) ? null : count })}
                errorMessage={problems[key]}
              />
            ))}
        </VStack>
      );
    },
  };
}
