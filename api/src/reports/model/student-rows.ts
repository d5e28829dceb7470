import type {
  FeedbackLog,
  InstanceDocument,
  MessageLog,
  QuestionResult,
  ReportAnswer,
  StudentRow,
} from '@checkin/contracts';
import { answerThatCounts, ratingThatCounts } from '@checkin/domain';

const isMessageLog = (log: MessageLog | FeedbackLog): log is MessageLog => log.role !== 'feedback';

/** A report's line for each instance, in the order given; students without a name are numbered per session. */
export function studentRows(docs: readonly InstanceDocument[]): StudentRow[] {
  const anonymousSeen = new Map<string | null, number>();
  return docs.map((doc) => {
    const anonymous = !doc.student_name;
    let student = doc.student_name ?? '';
    if (anonymous) {
      const k = (anonymousSeen.get(doc.session_id) ?? 0) + 1;
      anonymousSeen.set(doc.session_id, k);
      student = `Anonymous student ${k}`;
    }
    return {
      instanceId: doc.id,
      sessionId: doc.session_id,
      student,
      anonymous,
      state: doc.state,
      progress: {
        completed: Math.min(doc.number_of_questions_completed, doc.numberOfQuestions),
        total: doc.numberOfQuestions,
      },
      questions: questionResults(doc),
      overall: doc.overall
        ? {
            aiRating: doc.overall.rating,
            ratingOverride: doc.overallReview?.ratingOverride ?? null,
            effectiveRating: ratingThatCounts(doc.overall.rating, doc.overallReview?.ratingOverride),
            effectiveRatingLabel: doc.overallReview?.effectiveRatingLabel ?? doc.overall.ratingLabel,
          }
        : null,
      safetyAlerts: doc.safetyAlerts,
      startedAt: doc.started_at,
      completedAt: doc.completed_at,
    };
  });
}

/** One result per question of the instance, answered or not. */
export function questionResults(doc: InstanceDocument): QuestionResult[] {
  const logs = doc.messageLogs.filter(isMessageLog);
  return Array.from({ length: doc.numberOfQuestions }, (_, questionIndex) => {
    const asked = logs.find((l) => l.role === 'assistant' && l.questionIndex === questionIndex && !l.followUp);
    const answers = logs
      .filter((l) => l.role === 'user' && l.questionIndex === questionIndex)
      // A second answer to the same question answers the AI's follow-up.
      .map((l, i) => reportAnswer(l, i > 0));
    const counted = answerThatCounts(answers);
    return {
      questionIndex,
      // The examiner's record of the question, never the message: that one greets, thanks and numbers.
      question: asked?.question ?? null,
      answerKey:
        logs.find((l) => l.role === 'user' && l.questionIndex === questionIndex && l.answerKey)?.answerKey ?? null,
      answers,
      effectiveRating: counted?.effectiveRating ?? null,
      effectiveRatingLabel: counted?.effectiveRatingLabel ?? null,
      flagged: answers.some((a) => a.flagged),
    };
  });
}

function reportAnswer(log: MessageLog, followUp: boolean): ReportAnswer {
  return {
    answerMessageId: log.messageId,
    answer: log.content,
    followUp,
    aiRating: log.rating,
    ratingOverride: log.ratingOverride,
    effectiveRating: log.effectiveRating,
    effectiveRatingLabel: log.effectiveRatingLabel,
    explanation: log.explanation,
    keyPoints: log.keyPoints,
    flagged: log.flagged,
  };
}
