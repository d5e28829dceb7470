import type { QuestionResult, StudentRow } from '@checkin/contracts';
import { NOT_RATED, type RatingScale, answerThatCounts } from '@checkin/domain';
import { memo } from 'react';
import { levelProps } from '../../../ui/level-colours';
import { REPORT_STATE_WORDS } from '@checkin/contracts/rules';
import { isNotRated } from '../model/rating-level';

type OpenStudent = (instanceId: string, student: string) => void;

/**
 * A row per student: name, state, progress and a cell per question with the rating that counts, then the
 * overall one. Plain cells and memoised rows: a new report re-renders only the rows that changed.
 */
export function StudentGrid({
  rows,
  scale,
  numberOfQuestions,
  onOpen,
  caption,
}: {
  rows: readonly StudentRow[];
  scale: RatingScale;
  numberOfQuestions: number;
  onOpen: OpenStudent;
  caption: string;
}) {
  const questions = Array.from({ length: numberOfQuestions }, (_, i) => i);
  return (
    <div className="report-grid-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="report-grid" data-testid="student-grid">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">State</th>
            <th scope="col">Progress</th>
            {questions.map((q) => (
              <th scope="col" key={q}>
                Q{q + 1}
                <span className="report-visually-hidden"> (question {q + 1})</span>
              </th>
            ))}
            <th scope="col">Overall</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <GridRow key={row.instanceId} row={row} scale={scale} questions={numberOfQuestions} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const GridRow = memo(function GridRow({
  row,
  scale,
  questions,
  onOpen,
}: {
  row: StudentRow;
  scale: RatingScale;
  questions: number;
  onOpen: OpenStudent;
}) {
  const cells: Array<QuestionResult | undefined> = Array.from({ length: questions }, (_, i) => row.questions[i]);
  return (
    <tr data-testid="student-row" data-instance={row.instanceId}>
      <th scope="row">
        <button
          type="button"
          className="report-name"
          aria-haspopup="dialog"
          onClick={() => onOpen(row.instanceId, row.student)}
        >
          {row.student}
        </button>
      </th>
      <td>{REPORT_STATE_WORDS[row.state]}</td>
      <td>
        {row.progress.completed} of {row.progress.total}
      </td>
      {cells.map((q, i) => (
        <RatingCell
          key={i}
          scale={scale}
          value={q?.effectiveRating ?? null}
          label={q?.effectiveRatingLabel ?? null}
          overridden={Boolean(q && answerThatCounts(q.answers)?.ratingOverride)}
          flagged={q?.flagged ?? false}
          answered={(q?.answers.length ?? 0) > 0}
          notRated={Boolean(q && q.effectiveRating === null && q.answers.some(isNotRated))}
        />
      ))}
      <RatingCell
        scale={scale}
        value={row.overall?.effectiveRating ?? null}
        label={row.overall?.effectiveRatingLabel ?? null}
        overridden={Boolean(row.overall?.ratingOverride)}
        flagged={false}
        answered={row.overall !== null}
        notRated={row.overall !== null && row.overall.effectiveRating === null}
      />
    </tr>
  );
});

/** One rating: its colour, its value and label in words, and marks for the teacher's rating and a flag. */
function RatingCell(props: {
  scale: RatingScale;
  value: number | null;
  label: string | null;
  overridden: boolean;
  flagged: boolean;
  answered: boolean;
  /** Judged, and not rated (no answer key): the teacher's to rate. */
  notRated: boolean;
}) {
  const { value, label, overridden, flagged, answered, notRated } = props;
  return (
    <td className="report-cell report-level" {...levelProps(props.scale, value)}>
      {value === null ? (
        notRated ? (
          NOT_RATED
        ) : answered ? (
          'Being rated'
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="report-visually-hidden">Not answered yet</span>
          </>
        )
      ) : (
        <>
          <b>{value}</b>
          {label}
        </>
      )}
      {overridden ? (
        <span className="report-mark" title="Teacher's rating">
          <span aria-hidden="true">✎</span>
          <span className="report-visually-hidden"> teacher's rating</span>
        </span>
      ) : null}
      {flagged ? (
        <span className="report-mark" title="Flagged for follow-up">
          <span aria-hidden="true">⚑</span>
          <span className="report-visually-hidden"> flagged</span>
        </span>
      ) : null}
    </td>
  );
}
