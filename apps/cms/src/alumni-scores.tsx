/**
 * The alumni scores: stored as an object when published and absent otherwise, which no built-in Keystatic field
 * writes (a conditional field stores a discriminant), so this small field keeps the data file's shape.
 */
import type { BasicFormField } from '@keystatic/core';
import { Checkbox } from '@keystar/ui/checkbox';
import { VStack } from '@keystar/ui/layout';
import { NumberField } from '@keystar/ui/number-field';
import { TextArea } from '@keystar/ui/text-field';

type ScoreKey = 'quality' | 'pertinence' | 'organisation';
type Scores = { published: boolean; comment: string } & Record<ScoreKey, number | null>;

const scoreLabels: Record<ScoreKey, string> = {
  quality: 'Qualité',
  pertinence: 'Pertinence',
  organisation: 'Organisation',
};
const scoreKeys = Object.keys(scoreLabels) as ScoreKey[];
const empty: Scores = { published: false, quality: null, pertinence: null, organisation: null, comment: '' };

/** Why a score is refused, in French, or undefined when it is a valid mark out of 5 with one decimal at most. */
export function scoreProblem(score: number | null): string | undefined {
  if (score === null) return 'Note requise.';
  if (score < 0 || score > 5) return 'Une note de 0 à 5.';
  if (Math.abs(Math.round(score * 10) - score * 10) > 1e-6) return 'Une décimale au plus.';
  return undefined;
}

export function alumniScores({ label, description }: { label: string; description: string }): BasicFormField<Scores> {
  const parse = (stored: unknown): Scores => {
    if (stored === undefined || stored === null) return empty;
    if (typeof stored !== 'object') throw new Error('Les notes des anciens stagiaires doivent être un objet.');
    const value = stored as Partial<Record<ScoreKey, unknown>> & { comment?: unknown };
    const score = (key: ScoreKey) => (typeof value[key] === 'number' ? value[key] : null);
    return {
      published: true,
      quality: score('quality'),
      pertinence: score('pertinence'),
      organisation: score('organisation'),
      comment: typeof value.comment === 'string' ? value.comment : '',
    };
  };
  return {
    kind: 'form',
    label,
    defaultValue: () => empty,
    parse,
    serialize: (value) => ({
      value: value.published
        ? {
            quality: value.quality,
            pertinence: value.pertinence,
            organisation: value.organisation,
            ...(value.comment.trim() ? { comment: value.comment } : {}),
          }
        : undefined,
    }),
    validate(value) {
      if (value.published && scoreKeys.some((key) => scoreProblem(value[key]) !== undefined))
        throw new Error(`${label} : chaque note de 0 à 5, une décimale au plus.`);
      return value;
    },
    reader: { parse },
    Input(props) {
      const { value, forceValidation } = props;
      const onChange = (next: Scores) => props.onChange(next);
      return (
        <VStack gap="large">
          <Checkbox isSelected={value.published} onChange={(published) => onChange({ ...value, published })}>
            {label}
          </Checkbox>
          <p style={{ margin: 0, fontSize: '0.875rem' }}>{description}</p>
          {value.published &&
            scoreKeys.map((key) => (
              <NumberField
                key={key}
                label={`${scoreLabels[key]} (sur 5)`}
                minValue={0}
                maxValue={5}
                step={0.1}
                value={value[key] ?? Number.NaN}
                onChange={(score) => onChange({ ...value, [key]: Number.isNaN(score) ? null : score })}
                errorMessage={forceValidation ? scoreProblem(value[key]) : undefined}
              />
            ))}
          {value.published && (
            <TextArea
              label="Commentaire d’un ancien stagiaire (facultatif)"
              value={value.comment}
              onChange={(comment) => onChange({ ...value, comment })}
            />
          )}
        </VStack>
      );
    },
  };
}
