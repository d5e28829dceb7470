import { DEFAULT_RATING_SCALES, NOT_RATED, defaultRatingScale } from '@checkin/domain';
import { ChatLog } from '../../checkin/components/chat-log';
import { OverallResult } from '../../checkin/components/overall-result';
import type { ChatItem, OverallView, RatingView } from '../../checkin/model/checkin-view';
import { questionLabel } from '../../checkin/model/checkin-view';
import '../../checkin/components/checkin.css';
import { type ExaminerInfo, keyCoverage } from '../model/key-coverage';
import { hasKey } from '../model/question-draft';
import { SAMPLE_ANSWER, sampleQuestion } from '../model/sample-question';
import { type TemplateForm, topicOf } from '../model/template-form';

/** What a student reads under an answer nothing could rate: the examiner's words for it. */
const NOT_RATED_SAMPLE: RatingView = {
  value: null,
  label: NOT_RATED,
  max: 0,
  explanation: 'This question has no answer key, so the examiner cannot check it. Your teacher will read your answer.',
};

/**
 * Beside the form: what a student will see, drawn with the check-in's own components from the form as it is
 * now. The welcome, the first question, and what follows an answer and the end, as the show flags say.
 */
export function StudentViewPreview({ form, examiner }: { form: TemplateForm; examiner?: ExaminerInfo }) {
  const title = form.name.trim() || 'Your CheckIn';
  const topic = topicOf(form) || 'Your topic';
  const n = typeof form.numberOfQuestions === 'number' && form.numberOfQuestions > 0 ? form.numberOfQuestions : 1;
  const own = form.questionSource === 'custom' ? form.customQuestions.find((q) => q.question.trim()) : undefined;
  const question = own?.question.trim() ?? sampleQuestion(topic, form.grade);
  const coverage = keyCoverage(form, examiner);
  // The first answer is rated only against a key: the teacher's own, or one the examiner can write for the topic.
  const rated = own ? hasKey(own) : !coverage.examinerCannotKey;
  const modelAnswer = own?.modelAnswer.trim();
  const scale = DEFAULT_RATING_SCALES.find((s) => s.id === form.rating_scale_id) ?? defaultRatingScale();
  const level = scale.levels[Math.max(0, scale.levels.length - 2)]!;
  const max = Math.max(...scale.levels.map((l) => l.value));
  const sampleRating = (explanation: string): RatingView => ({
    value: level.value,
    label: level.label,
    max,
    explanation,
  });

  const items: ChatItem[] = [
    { kind: 'ai', id: 'q1', text: question, label: questionLabel(0, false, n) },
    {
      kind: 'answer',
      id: 'a1',
      text: SAMPLE_ANSWER,
      status: 'saved',
      rating: !form.showSingleQuestionRating
        ? null
        : rated
          ? sampleRating('Why the answer got this rating, in a sentence or two.')
          : NOT_RATED_SAMPLE,
      ratingPending: false,
      example:
        form.showExampleAnswer && rated ? modelAnswer || 'An example of a strong answer to this question.' : null,
      answerKey: null,
    },
  ];
  const overall: OverallView | null =
    form.showOverallRating || form.showOverallFeedback
      ? {
          rating: !form.showOverallRating
            ? null
            : coverage.examinerCannotKey && coverage.keyed === 0
              ? { ...NOT_RATED_SAMPLE, explanation: 'None of the answers could be rated: there is no answer key.' }
              : sampleRating('What the whole conversation showed.'),
          feedback: form.showOverallFeedback ? 'What went well, and what to work on next.' : null,
          pending: false,
        }
      : null;
  const afterAnswer = [
    form.showSingleQuestionRating ? 'its rating and why' : null,
    form.showExampleAnswer ? 'an example answer' : null,
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
            {form.grade ? (
              <div>
                <dt>Grade</dt>
                <dd>{form.grade}</dd>
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
          {own ? 'Your first question:' : 'A question like the ones the examiner writes for this topic and grade:'}
        </p>
        <ChatLog items={items} follow={false} />
        <p className="answer-box__hint" data-testid="preview-after-answer">
          {afterAnswer.length
            ? `After each answer, the student sees ${afterAnswer.join(' and ')}.`
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
