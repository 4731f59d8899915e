/** The alumni scores: three marks out of 5 and an optional comment, published once enough trainees answered. */
import { NumberField } from '@keystar/ui/number-field';
import { TextArea } from '@keystar/ui/text-field';
import { optionalBlock, storedNumber, type FieldsProps, type Problems } from './optional-block.tsx';

type ScoreKey = 'quality' | 'pertinence' | 'organisation';
type Scores = { comment: string } & Record<ScoreKey, number | null>;

const scoreLabels: Record<ScoreKey, string> = {
  quality: 'Qualité',
  pertinence: 'Pertinence',
  organisation: 'Organisation',
};
const scoreKeys = Object.keys(scoreLabels) as ScoreKey[];

/** Why a score is refused, in French, or undefined when it is a valid mark out of 5 with one decimal at most. */
export function scoreProblem(score: number | null): string | undefined {
  if (score === null) return 'Note requise.';
  if (score < 0 || score > 5) return 'Une note de 0 à 5.';
  if (Math.abs(Math.round(score * 10) - score * 10) > 1e-6) return 'Une décimale au plus.';
  return undefined;
}

function scoresProblems(scores: Scores): Problems<Scores> {
  return Object.fromEntries(
    scoreKeys.flatMap((key) => {
      const problem = scoreProblem(scores[key]);
      return problem ? [[key, problem]] : [];
    }),
  );
}

function ScoreFields({ value, onChange, problems }: FieldsProps<Scores>) {
  return (
    <>
      {scoreKeys.map((key) => (
        <NumberField
          key={key}
          label={`${scoreLabels[key]} (sur 5)`}
          minValue={0}
          maxValue={5}
          step={0.1}
          value={value[key] ?? Number.NaN}
          onChange={(score) => onChange({ ...value, [key]: Number.isNaN(score) ? null : score })}
          errorMessage={problems[key]}
        />
      ))}
      <TextArea
        label="Commentaire d’un ancien stagiaire (facultatif)"
        value={value.comment}
        onChange={(comment) => onChange({ ...value, comment })}
      />
    </>
  );
}

export const alumniScores = ({ label, description }: { label: string; description: string }) =>
  optionalBlock<Scores>({
    label,
    description,
    empty: { quality: null, pertinence: null, organisation: null, comment: '' },
    read: (stored) => ({
      quality: storedNumber(stored.quality),
      pertinence: storedNumber(stored.pertinence),
      organisation: storedNumber(stored.organisation),
      comment: typeof stored.comment === 'string' ? stored.comment : '',
    }),
    write: ({ comment, ...scores }) => ({ ...scores, ...(comment.trim() ? { comment } : {}) }),
    problemsOf: scoresProblems,
    Fields: ScoreFields,
  });
