import { type AnswerKey, type KeyPointResult, type KeyPointVerdict, keyPointName } from '@checkin/domain';
import './answer-key.css';

/** Each verdict in words and with a sign, so that its colour is never the only way to tell them apart. */
const VERDICTS: Record<KeyPointVerdict, { sign: string; text: string }> = {
  shown: { sign: '✓', text: 'Shown' },
  missing: { sign: '–', text: 'Missing' },
  contradicted: { sign: '✗', text: 'Contradicted' },
};

type Point = { name: string; verdict: KeyPointVerdict | null };

/** The key's points by name, each with how the answer fared on it (none before the answer is judged). */
export function keyPointsWithVerdicts(key: AnswerKey | null, results: readonly KeyPointResult[]): Point[] {
  const verdicts = new Map(results.map((r) => [r.point, r.verdict]));
  const listed = (key?.keyPoints ?? []).map((line) => keyPointName(line)).filter(Boolean);
  const points: Point[] = listed.map((name) => ({ name, verdict: verdicts.get(name) ?? null }));
  // A result for a point the key no longer lists still says how the answer was judged.
  for (const r of results) if (!listed.includes(r.point)) points.push({ name: r.point, verdict: r.verdict });
  return points;
}

/**
 * The answer key beside a student's answer, for teachers only: the model answer, each key point with whether
 * the answer showed it, missed it or contradicted it, the misconceptions to look for and how many answers the
 * teacher marked. Plain markup (no Mantine): the teacher's preview draws it inside the student's check-in view.
 */
export function AnswerKeyView({
  answerKey,
  keyPoints,
  note,
  pointsOnly = false,
}: {
  answerKey: AnswerKey | null;
  keyPoints: readonly KeyPointResult[];
  /** Said under the title, e.g. that students do not see it. */
  note?: string;
  /** Only the key points and their verdicts: where the whole key is shown once nearby (a question's answers). */
  pointsOnly?: boolean;
}) {
  const points = keyPointsWithVerdicts(answerKey, keyPoints);
  const misconceptions = (answerKey?.misconceptions ?? []).filter((m) => m.trim());
  const marked = { right: answerKey?.markedRight?.length ?? 0, wrong: answerKey?.markedWrong?.length ?? 0 };
  if (!answerKey && points.length === 0) return null;
  if (pointsOnly) {
    if (points.length === 0) return null;
    return (
      <div className="answer-key" role="group" aria-label="Key points" data-testid="answer-key-points">
        <PointList points={points} />
      </div>
    );
  }
  return (
    <div className="answer-key" role="group" aria-label="Answer key" data-testid="answer-key">
      <p className="answer-key__title">Answer key</p>
      {note ? <p className="answer-key__note">{note}</p> : null}
      <dl className="answer-key__parts">
        {answerKey?.modelAnswer.trim() ? (
          <>
            <dt>Model answer</dt>
            <dd className="answer-key__text" data-testid="model-answer">
              {answerKey.modelAnswer}
            </dd>
          </>
        ) : null}
        <dt>Key points</dt>
        <dd>
          {points.length === 0 ? <span className="answer-key__none">None listed.</span> : <PointList points={points} />}
        </dd>
        {misconceptions.length > 0 ? (
          <>
            <dt>Common misconceptions</dt>
            <dd>
              <ul className="answer-key__list">
                {misconceptions.map((m, i) => (
                  <li key={`${i}-${m}`}>{m}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {marked.right + marked.wrong > 0 ? (
          <>
            <dt>Marked answers</dt>
            <dd data-testid="marked-answers">
              {marked.right} right and {marked.wrong} wrong: the examiner weighs each answer against them.
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

function PointList({ points }: { points: readonly Point[] }) {
  return (
    <ul className="answer-key__list">
      {points.map((point, i) => (
        <li key={`${i}-${point.name}`} data-testid="key-point" data-verdict={point.verdict ?? 'none'}>
          <span>{point.name}</span>
          {point.verdict ? <Verdict verdict={point.verdict} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Verdict({ verdict }: { verdict: KeyPointVerdict }) {
  const { sign, text } = VERDICTS[verdict];
  return (
    <span className={`answer-key__verdict answer-key__verdict--${verdict}`} data-testid="key-point-verdict">
      <span className="answer-key__hidden">: </span>
      <span aria-hidden="true">{sign} </span>
      {text}
    </span>
  );
}
