import { DEFAULT_RATING_SCALES, NOT_RATED, defaultRatingScale } from '@checkin/domain';
import type { StudentViewSampleProps } from '../../../lib/feature-slots';
import { ChatLog } from '../components/chat-log';
import { OverallResult } from '../components/overall-result';
import { type ChatItem, type OverallView, type RatingView, questionLabel } from '../model/checkin-view';
import '../components/checkin.css';

/** A short made-up answer, to show what comes after answering. */
const SAMPLE_ANSWER = 'I think it is … (the student’s answer appears here)';

/** What a student reads under an answer nothing could rate: the examiner's words for it. */
const NOT_RATED_SAMPLE: RatingView = {
  value: null,
  label: NOT_RATED,
  max: 0,
  explanation: 'This question has no answer key, so the examiner cannot check it. Your teacher will read your answer.',
};

/**
 * Beside the builder's form: what a student will see, drawn with the check-in's own components from the CheckIn
 * as it is being written. The welcome, the first question, and what follows an answer and the end, as the show
 * flags say.
 */
export function StudentViewSample({
  title,
  topic,
  grade,
  numberOfQuestions: n,
  firstQuestion,
  firstAnswerRated: rated,
  modelAnswer,
  noneRated,
  ratingScaleId,
  show,
}: StudentViewSampleProps) {
  const scale = DEFAULT_RATING_SCALES.find((s) => s.id === ratingScaleId) ?? defaultRatingScale();
  const level = scale.levels[Math.max(0, scale.levels.length - 2)]!;
  const max = Math.max(...scale.levels.map((l) => l.value));
  const sampleRating = (explanation: string): RatingView => ({
    value: level.value,
    label: level.label,
    max,
    explanation,
  });

  const items: ChatItem[] = [
    { kind: 'ai', id: 'q1', text: firstQuestion.text, label: questionLabel(0, false, n) },
    {
      kind: 'answer',
      id: 'a1',
      text: SAMPLE_ANSWER,
      status: 'saved',
      rating: !show.singleQuestionRating
        ? null
        : rated
          ? sampleRating('Why the answer got this rating, in a sentence or two.')
          : NOT_RATED_SAMPLE,
      ratingPending: false,
      example: show.exampleAnswer && rated ? modelAnswer || 'An example of a strong answer to this question.' : null,
      answerKey: null,
    },
  ];
  const overall: OverallView | null =
    show.overallRating || show.overallFeedback
      ? {
          rating: !show.overallRating
            ? null
            : noneRated
              ? { ...NOT_RATED_SAMPLE, explanation: 'None of the answers could be rated: there is no answer key.' }
              : sampleRating('What the whole conversation showed.'),
          feedback: show.overallFeedback ? 'What went well, and what to work on next.' : null,
          pending: false,
        }
      : null;
  const afterAnswer = [
    show.singleQuestionRating ? "each answer's rating and why" : null,
    show.exampleAnswer ? 'an example answer' : null,
  ].filter(Boolean);

  return (
    <section aria-labelledby="student-view-title" data-testid="student-view-preview">
      <h2 id="student-view-title" className="checkin-section-title" style={{ marginTop: 0 }}>
        What your students will see
      </h2>
      <div className="checkin checkin--chat">
        <div className="checkin-card" data-testid="preview-welcome">
          <p className="checkin-eyebrow">Check-in</p>
          <h3 className="checkin-card__title">{title}</h3>
          <dl className="checkin-facts">
            <div>
              <dt>Topic</dt>
              <dd>{topic}</dd>
            </div>
            {grade ? (
              <div>
                <dt>Grade</dt>
                <dd>{grade}</dd>
              </div>
            ) : null}
            <div>
              <dt>Questions</dt>
              <dd>{n}</dd>
            </div>
          </dl>
          <p>
            An AI examiner will ask you {n === 1 ? 'one question' : `${n} questions`}, one at a time. Answer in your own
            words; there is no time limit.
          </p>
        </div>
        <p className="answer-box__hint" data-testid="preview-question-source">
          {firstQuestion.own
            ? 'Your first question:'
            : 'A question like the ones the examiner writes for this topic and grade:'}
        </p>
        <ChatLog items={items} follow={false} />
        <p className="answer-box__hint" data-testid="preview-after-answer">
          {afterAnswer.length
            ? `Once the examiner moves on from a question, the student sees ${afterAnswer.join(', and ')}.`
            : 'After each answer, the student sees only the next question.'}
        </p>
        {overall ? (
          <OverallResult overall={overall} />
        ) : (
          <p className="answer-box__hint" data-testid="preview-no-overall">
            At the end, the student sees a thank-you, with no overall rating or feedback.
          </p>
        )}
      </div>
    </section>
  );
}

export default StudentViewSample;
