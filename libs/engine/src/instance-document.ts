import {
  type FeedbackLog,
  type InstanceDocument,
  type MessageLog,
  type RatingOverrideView,
  type SafetyAlertView,
  conversationOf,
  displayMessageOf,
} from '@checkin/contracts';
import {
  type ChatMessage,
  type InstanceState,
  type LiveInstanceState,
  type RatingOverride,
  type RatingScale,
  ratingLabel,
  questionUnderWay,
  ratingThatCounts,
  sameRequest,
} from '@checkin/domain';

/** The instance document without its conversation: what the instance row holds. */
export type InstanceHead = Omit<InstanceDocument, 'messages' | 'displayMessages' | 'messageLogs'>;

/**
 * The instance document of spec §3, derived from the folded domain state. It is the instance's read model: its
 * head and each message's log are written in the same transaction as every append, so it is never behind the
 * events.
 */
export function toInstanceDocument(state: LiveInstanceState): InstanceDocument {
  return assembleDocument(
    instanceHead(state),
    state.messages.map((m) => messageLogOf(state, m)),
  );
}

/** The document from its head and its messages' logs (in conversation order), as the read model stores them. */
export function assembleDocument(head: InstanceHead, logs: MessageLog[]): InstanceDocument {
  const feedback: FeedbackLog[] = head.overall
    ? [
        {
          role: 'feedback',
          content: head.overall.feedback,
          rating: head.overall.rating,
          ratingLabel: head.overall.ratingLabel,
          explanation: head.overall.explanation,
          ratingScale: head.ratingScale,
        },
      ]
    : [];
  return { ...head, ...conversationOf(logs), messageLogs: [...logs, ...feedback] };
}

/** One message as the document logs it: with its rating, the teacher's review of it and the student's thumbs. */
export function messageLogOf(state: LiveInstanceState, m: ChatMessage): MessageLog {
  const scale = state.settings.ratingScale;
  const rating = state.ratings[m.messageId];
  const override = overrideView(scale, state.overrides[m.messageId]);
  const effective = ratingThatCounts(rating?.rating ?? null, override);
  // Objects put together, not fields written after a spread (or a spread after fields): V8 defines each field so
  // written through the runtime, which made a log cost tens of microseconds.
  return Object.assign(
    displayMessageOf(m),
    {
      rating: rating?.rating ?? null,
      ratingLabel: rating ? ratingLabel(scale, rating.rating) : null,
      explanation: rating?.explanation ?? null,
      example: rating?.example ?? null,
      ratingScale: rating ? scale : null,
      answerKey: rating?.answerKey ?? null,
      keyPoints: rating?.keyPoints ?? [],
      ratingOverride: override,
      effectiveRating: effective,
      effectiveRatingLabel: effective === null ? null : ratingLabel(scale, effective),
      flagged: Boolean(state.flags[m.messageId]),
      user_feedback: state.studentFeedback[m.messageId] ?? null,
    },
    m.question ? { question: m.question } : {},
  );
}

/**
 * What one append changed of the document: its head as it now stands, and the log of each message whose log
 * changed, at its place in the conversation. Worked out once per append: the read model writes it, and the
 * student's room is sent their view of it.
 */
export type DocumentChange = {
  /** The version the append followed (0 for the first). */
  from: number;
  head: InstanceHead;
  logs: Array<{ index: number; log: MessageLog }>;
  /**
   * The logs, unchanged, of the answers to the question the append took the examiner past (or that was under way when
   * the check-in ended): their student reads their ratings from now on (see questionUnderWay). The read model holds
   * them already: they are for the student's change.
   */
  settled: Array<{ index: number; log: MessageLog }>;
  /** The question under way after the append (see questionUnderWay). */
  underWay: number | null;
};

export function documentChange(before: InstanceState, after: LiveInstanceState): DocumentChange {
  const changed = changedMessageLogs(before, after);
  const underWay = questionUnderWay(after.status, after.messages);
  const logAt = (index: number) => ({ index, log: messageLogOf(after, after.messages[index]!) });
  return {
    from: before.status === 'Empty' ? 0 : before.version,
    head: instanceHead(after),
    logs: changed.map(logAt),
    settled: settledAnswers(before, after, underWay)
      .filter((index) => !changed.includes(index))
      .map(logAt),
    underWay,
  };
}

/** The indexes of the answers to the question that was under way before an append and is not after it. */
function settledAnswers(before: InstanceState, after: LiveInstanceState, underWay: number | null): number[] {
  const was = before.status === 'Empty' ? null : questionUnderWay(before.status, before.messages);
  if (was === null || was === underWay) return [];
  return after.messages.flatMap((m, index) => (m.role === 'user' && m.questionIndex === was ? [index] : []));
}

/**
 * The indexes of the messages whose log differs between two states of one instance. The fold never changes an
 * object in place, so a message, rating, override, flag or thumbs that is the same object is the same.
 */
function changedMessageLogs(before: InstanceState, after: LiveInstanceState): number[] {
  if (before.status === 'Empty') return after.messages.map((_, i) => i);
  const changed: number[] = [];
  after.messages.forEach((m, i) => {
    const id = m.messageId;
    if (
      before.messages[i] !== m ||
      before.ratings[id] !== after.ratings[id] ||
      before.overrides[id] !== after.overrides[id] ||
      before.flags[id] !== after.flags[id] ||
      before.studentFeedback[id] !== after.studentFeedback[id]
    ) {
      changed.push(i);
    }
  });
  return changed;
}

/** Everything of the document but the conversation. */
export function instanceHead(state: LiveInstanceState): InstanceHead {
  const s = state.settings;
  const scale = s.ratingScale;
  return {
    id: state.id,
    assessmentInstanceId: state.id,
    version: state.version,
    created_at: state.createdAt,
    title: s.title,
    state: state.status,
    mode: state.mode,
    student_id: state.studentId,
    student_is_anonymous: !state.studentName,
    student_name: state.studentName,
    owner_id: state.ownerId,
    assessment_id: state.templateId,
    session_id: state.sessionId,
    grade: s.grade,
    topic: s.topic,
    numberOfQuestions: s.numberOfQuestions,
    started_at: state.startedAt,
    completed_at: state.completedAt,
    canceled_at: state.canceledAt,
    abandoned_at: state.abandonedAt,
    number_of_questions_completed: state.questionsCompleted,
    token_usage: { 'gpt-3': state.usage.conversation, 'gpt-4': state.usage.rating },
    question_prompt_id: s.questionPromptId,
    rating_prompt_id: s.ratingPromptId,
    conversation_prompt_id: s.conversationPromptId,
    rating_level: s.ratingLevel,
    rating_scale_id: scale.id,
    ratingScale: scale,
    showSingleQuestionRating: s.showSingleQuestionRating,
    showOverallRating: s.showOverallRating,
    showExampleAnswer: s.showExampleAnswer,
    showOverallFeedback: s.showOverallFeedback,
    overall: state.overall
      ? {
          rating: state.overall.rating,
          ratingLabel: ratingLabel(scale, state.overall.rating),
          explanation: state.overall.explanation,
          feedback: state.overall.feedback,
        }
      : null,
    overallReview: state.overall
      ? overallReview(scale, state.overall.rating, overrideView(scale, state.overallOverride ?? undefined))
      : null,
    ai: {
      pending: state.pending.map((r) => r.kind),
      failed: state.failed
        .filter((f) => !state.pending.some((p) => sameRequest(p, f.request)))
        .map((f) => ({ kind: f.request.kind, error: f.error })),
    },
    safetyAlerts: safetyAlerts(state),
  };
}

function safetyAlerts(state: LiveInstanceState): SafetyAlertView[] {
  return state.messages.flatMap((m) => {
    const alert = state.safetyConcerns[m.messageId];
    if (!alert) return [];
    return [{ answerMessageId: m.messageId, questionIndex: m.questionIndex, answer: m.content, ...alert }];
  });
}

function overrideView(scale: RatingScale, override: RatingOverride | undefined): RatingOverrideView | null {
  return override ? { ...override, ratingLabel: ratingLabel(scale, override.rating) } : null;
}

function overallReview(scale: RatingScale, aiRating: number | null, override: RatingOverrideView | null) {
  const effective = ratingThatCounts(aiRating, override);
  return { ratingOverride: override, effectiveRating: effective, effectiveRatingLabel: ratingLabel(scale, effective) };
}
