import type { DisplayMessage, FeedbackLog, InstanceDocument, MessageLog } from '@checkin/contracts';
import { type AnswerKey, type KeyPointResult, NOT_RATED } from '@checkin/domain';

/** Instance documents as the server sends them, built up turn by turn for the stories. */

const scale = {
  id: 'four-level',
  name: 'Four levels',
  levels: [
    { value: 1, label: 'Beginning', description: '' },
    { value: 2, label: 'Developing', description: '' },
    { value: 3, label: 'Proficient', description: '' },
    { value: 4, label: 'Advanced', description: '' },
  ],
};

type Turn =
  | { ai: string; questionIndex: number; followUp?: boolean }
  | {
      answer: string;
      /** The question it answers (0-based); 0 when absent. */
      questionIndex?: number;
      /** Absent: not judged yet; null: judged and not rated (no answer key, `explanation` says so). */
      rating?: number | null;
      explanation?: string;
      example?: string;
      answerKey?: AnswerKey | null;
      keyPoints?: KeyPointResult[];
    };

export function makeDoc(turns: Turn[], overrides: Partial<InstanceDocument> = {}): InstanceDocument {
  let answers = 0;
  let version = 2;
  const display: DisplayMessage[] = [];
  const logs: Array<MessageLog | FeedbackLog> = [];
  for (const turn of turns) {
    version += 1;
    const at = '2026-01-01T10:00:00.000Z';
    const message: DisplayMessage =
      'ai' in turn
        ? {
            role: 'assistant',
            content: turn.ai,
            messageId: `ai-${version}`,
            questionIndex: turn.questionIndex,
            followUp: turn.followUp ?? false,
            at,
          }
        : {
            role: 'user',
            content: turn.answer,
            messageId: `answer-${++answers}`,
            questionIndex: turn.questionIndex ?? 0,
            followUp: false,
            at,
          };
    display.push(message);
    const judged = 'answer' in turn && turn.rating !== undefined ? turn : null;
    const rating = judged?.rating ?? null;
    const label = !judged ? null : rating === null ? NOT_RATED : scale.levels[rating - 1]!.label;
    logs.push({
      ...message,
      rating,
      ratingLabel: label,
      explanation: judged?.explanation ?? null,
      example: judged ? (judged.example ?? (rating === null ? '' : null)) : null,
      ratingScale: judged ? scale : null,
      answerKey: judged?.answerKey ?? null,
      keyPoints: judged?.keyPoints ?? [],
      ratingOverride: null,
      effectiveRating: rating,
      effectiveRatingLabel: rating === null ? null : label,
      flagged: false,
      user_feedback: null,
    });
  }
  return {
    id: 'b609b35f-7103-4e40-8803-8cd5a7128f41',
    assessmentInstanceId: 'b609b35f-7103-4e40-8803-8cd5a7128f41',
    version,
    created_at: '2026-01-01T10:00:00.000Z',
    title: 'Water Cycle Check-In',
    state: 'Started',
    mode: 'Student',
    student_id: 's1',
    student_is_anonymous: true,
    student_name: null,
    owner_id: 'o1',
    assessment_id: 't1',
    session_id: '00000000-0000-4000-8000-000000000201',
    grade: '5',
    topic: 'Water Cycle',
    numberOfQuestions: 3,
    messages: display.map(({ role, content }) => ({ role, content })),
    displayMessages: display,
    messageLogs: logs,
    started_at: '2026-01-01T10:00:00.000Z',
    completed_at: null,
    canceled_at: null,
    abandoned_at: null,
    number_of_questions_completed: answers,
    token_usage: {
      'gpt-3': { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      'gpt-4': { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    },
    question_prompt_id: 'q',
    rating_prompt_id: 'r',
    conversation_prompt_id: 'c',
    rating_level: 'medium',
    rating_scale_id: scale.id,
    ratingScale: scale,
    showSingleQuestionRating: true,
    showOverallRating: true,
    showExampleAnswer: true,
    showOverallFeedback: true,
    overall: null,
    overallReview: null,
    ai: { pending: [], failed: [] },
    safetyAlerts: [],
    ...overrides,
  };
}

export const Q1 = { ai: 'Question 1 of 3: Name the steps of the water cycle.', questionIndex: 0 };
export const Q2 = { ai: 'Thanks. Question 2 of 3: What is condensation?', questionIndex: 1 };
export const Q3 = { ai: 'Question 3 of 3: Where does rain come from?', questionIndex: 2 };
export const CLOSING = { ai: 'That is all, thank you!', questionIndex: 3 };

/** A teacher's answer key to Q1, and how an answer fared on each of its points. */
export const RAIN_KEY = {
  modelAnswer: 'Water evaporates, condenses into clouds and falls as precipitation.',
  keyPoints: ['evaporation / evaporates', 'condensation', 'precipitation / rain'],
  misconceptions: ['clouds are made of smoke'],
};
export const RAIN_VERDICTS = [
  { point: 'evaporation', verdict: 'shown' as const },
  { point: 'condensation', verdict: 'missing' as const },
  { point: 'precipitation', verdict: 'contradicted' as const },
];
/** Why an answer to a question without a key is not rated, as the examiner says it. */
export const NOT_RATED_WHY = 'Not rated: this question has no answer key, so the examiner cannot check it.';
