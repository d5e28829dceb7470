import type { InstanceDocument, MessageLog, RatingOverrideView } from '@checkin/contracts';
import { defaultRatingScale, ratingLabel } from '@checkin/domain';

const scale = defaultRatingScale();
const T0 = Date.parse('2026-11-02T09:00:00.000Z');

export type AnswerFixture = {
  text?: string;
  rating?: number | null;
  override?: number;
  flagged?: boolean;
  /** A follow-up answer to the same question, with its rating. */
  followUp?: { text?: string; rating: number | null };
};

export type DocFixture = {
  id: string;
  name?: string | null;
  sessionId?: string | null;
  templateId?: string;
  numberOfQuestions?: number;
  answers?: AnswerFixture[];
  overall?: number;
  overallOverride?: number;
  state?: InstanceDocument['state'];
  createdAt?: string;
  topic?: string;
  grade?: string;
};

function override(rating: number): RatingOverrideView {
  return {
    rating,
    ratingLabel: ratingLabel(scale, rating),
    note: 'Looked again',
    teacherId: 'u-1',
    overriddenAt: '2026-11-02T10:00:00.000Z',
  };
}

function log(messageId: string, role: 'assistant' | 'user', content: string, questionIndex: number, followUp = false) {
  return {
    role,
    content,
    messageId,
    questionIndex,
    followUp,
    at: '2026-11-02T09:00:00.000Z',
    rating: null,
    ratingLabel: null,
    explanation: null,
    example: null,
    ratingScale: null,
    ratingOverride: null,
    effectiveRating: null,
    effectiveRatingLabel: null,
    flagged: false,
    user_feedback: null,
  } satisfies MessageLog;
}

function rated(
  entry: MessageLog,
  rating: number | null | undefined,
  overrideRating?: number,
  flagged = false,
): MessageLog {
  const o = overrideRating === undefined ? null : override(overrideRating);
  const effective = o?.rating ?? rating ?? null;
  return {
    ...entry,
    rating: rating ?? null,
    ratingLabel: rating ? ratingLabel(scale, rating) : null,
    explanation: rating ? `Explanation of ${entry.content}` : null,
    ratingScale: rating ? scale : null,
    ratingOverride: o,
    effectiveRating: effective,
    effectiveRatingLabel: effective === null ? null : ratingLabel(scale, effective),
    flagged,
  };
}

/** An instance document as the projection writes it, from a short description. */
export function doc(f: DocFixture): InstanceDocument {
  const n = f.numberOfQuestions ?? 3;
  const answers = f.answers ?? [];
  const logs: MessageLog[] = [];
  answers.forEach((a, q) => {
    // The message greets and numbers; the examiner's record of the question is the question alone.
    const greeting = q === 0 ? `Hi ${f.name ?? 'there'}! I'm going to ask you ${n} questions.` : 'Thank you.';
    logs.push({
      ...log(`ai-${f.id}-${q}`, 'assistant', `${greeting} Question ${q + 1} of ${n}: Question ${q + 1}?`, q),
      question: `Question ${q + 1}?`,
    });
    logs.push(rated(log(`a-${f.id}-${q}`, 'user', a.text ?? `Answer ${q + 1}`, q), a.rating, a.override, a.flagged));
    if (a.followUp) {
      logs.push(log(`ai-${f.id}-${q}-f`, 'assistant', `Tell me more about ${q + 1}?`, q, true));
      logs.push(rated(log(`a-${f.id}-${q}-f`, 'user', a.followUp.text ?? 'More', q), a.followUp.rating));
    }
  });
  const finished = answers.length >= n;
  const state = f.state ?? (f.overall ? 'Rated' : finished ? 'Completed' : answers.length ? 'Started' : 'Created');
  const o = f.overallOverride === undefined ? null : override(f.overallOverride);
  const effective = o?.rating ?? f.overall;
  return {
    id: f.id,
    assessmentInstanceId: f.id,
    version: 1,
    created_at: f.createdAt ?? new Date(T0 + Number(f.id.replace(/\D/g, '') || 0) * 1000).toISOString(),
    title: 'Water cycle',
    state,
    mode: 'Student',
    student_id: `student-${f.id}`,
    student_is_anonymous: !f.name,
    student_name: f.name ?? null,
    owner_id: 'u-1',
    assessment_id: f.templateId ?? 't-1',
    session_id: f.sessionId === undefined ? 's-1' : f.sessionId,
    grade: f.grade ?? '5',
    topic: f.topic ?? 'Water Cycle',
    numberOfQuestions: n,
    messages: logs.map((l) => ({ role: l.role, content: l.content })),
    displayMessages: logs.map(({ role, content, messageId, questionIndex, followUp, at }) => ({
      role,
      content,
      messageId,
      questionIndex,
      followUp,
      at,
    })),
    messageLogs: logs,
    started_at: state === 'Created' ? null : '2026-11-02T09:00:00.000Z',
    completed_at: finished ? '2026-11-02T09:10:00.000Z' : null,
    canceled_at: state === 'Canceled' ? '2026-11-02T09:05:00.000Z' : null,
    abandoned_at: state === 'Abandoned' ? '2026-11-02T10:05:00.000Z' : null,
    number_of_questions_completed: finished ? n : Math.max(0, answers.length - 1),
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
    showSingleQuestionRating: false,
    showOverallRating: true,
    showExampleAnswer: true,
    showOverallFeedback: true,
    overall:
      f.overall === undefined
        ? null
        : {
            rating: f.overall,
            ratingLabel: ratingLabel(scale, f.overall),
            explanation: 'Overall',
            feedback: 'Feedback: fine',
          },
    overallReview:
      f.overall === undefined
        ? null
        : { ratingOverride: o, effectiveRating: effective!, effectiveRatingLabel: ratingLabel(scale, effective!) },
    ai: { pending: [], failed: [] },
  };
}
