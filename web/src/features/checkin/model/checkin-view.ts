import type { FeedbackLog, MessageLog, StudentFeedbackLog, StudentMessageLog } from '@checkin/contracts';
import { NEXT_RESPONSE_FAILED, RATE_ANSWER_FAILED, RATE_CONVERSATION_FAILED } from '@checkin/contracts/rules';
import { type AnswerKey, type KeyPointResult, NOT_RATED } from '@checkin/domain';
import type { CheckinDocument } from './checkin-document';
import { type QuestionResultView, questionResults } from './question-results';

export type { CheckinDocument };

/**
 * What the student sees, as a pure function of: the instance document (the truth, over HTTP), the AI's reply as
 * it is being written (socket deltas), and what this browser is doing (starting, sending an answer, retrying).
 * No I/O here: the hook feeds it, the components draw it.
 */

type Log = StudentMessageLog | StudentFeedbackLog | MessageLog | FeedbackLog;

export type CheckinViewInput = {
  doc: CheckinDocument;
  /** The reply being written, from ai.delta chunks ('' when none arrived). */
  streamText: string;
  /** The answer on its way: its text, which answer it is (1-based), and whether it waits for the network. */
  sending: { content: string; answerNumber: number; waitingForNetwork: boolean } | null;
  starting?: boolean;
  retrying?: boolean;
  /** The teacher's preview: each answer shows its answer key. Never on a student's pages. */
  withAnswerKeys?: boolean;
};

export type RatingView = {
  /** Null: not rated (the question has no answer key); `label` then says so and `explanation` why. */
  value: number | null;
  label: string;
  max: number;
  explanation: string | null;
};

export type ChatItem =
  | { kind: 'ai'; id: string; text: string; label: string | null }
  | {
      kind: 'answer';
      id: string;
      text: string;
      status: 'saved' | 'sending' | 'waiting-network';
      rating: RatingView | null;
      ratingPending: boolean;
      example: string | null;
      /** Only in the teacher's preview: the key the answer is judged against, and how it fared. */
      answerKey: AnswerKeyShown | null;
    }
  | { kind: 'writing'; id: 'writing'; text: string };

export type AnswerKeyShown = { key: AnswerKey | null; keyPoints: KeyPointResult[] };

export type AiFailure = { kind: string; message: string };

export type OverallView = {
  rating: RatingView | null;
  feedback: string | null;
  pending: boolean;
};

export type CheckinStage = 'not-started' | 'conversation' | 'finished' | 'canceled' | 'abandoned';

/** The check-in takes no more answers: the end section shows instead of the answer box. */
export function isOver(stage: CheckinStage): boolean {
  return stage === 'finished' || stage === 'canceled' || stage === 'abandoned';
}

export type CheckinView = {
  stage: CheckinStage;
  title: string;
  topic: string;
  items: ChatItem[];
  /** "Question k of n", with "(follow-up)" when the examiner asks more about the same question. */
  progress: string | null;
  aiWriting: boolean;
  /** The answer on its way waits for the connection to come back. */
  waitingForNetwork: boolean;
  canAnswer: boolean;
  failure: AiFailure | null;
  overall: OverallView | null;
  /** Once the check-in is over: each question with its rating and why, when the template shows single ratings. */
  results: QuestionResultView[] | null;
  /** The last complete message from the AI: what the live region announces. */
  lastAiMessage: { id: string; text: string } | null;
};

/** Spec §8 messages for AI work that failed after its last attempt. */
const FAILURE_MESSAGES: Record<string, string> = {
  'next-response': NEXT_RESPONSE_FAILED,
  'rate-answer': RATE_ANSWER_FAILED,
  'rate-conversation': RATE_CONVERSATION_FAILED,
};

const isMessageLog = (log: Log): log is StudentMessageLog | MessageLog => log.role !== 'feedback';

function scaleMax(doc: CheckinDocument): number {
  return Math.max(0, ...doc.ratingScale.levels.map((level) => level.value));
}

/** The AI's rating of the answer: the teacher's review of it is theirs, never on this page. */
function answerRating(doc: CheckinDocument, log: StudentMessageLog | undefined): RatingView | null {
  if (!log) return null;
  const max = scaleMax(doc);
  if (log.rating === null) {
    // Rated as "not rated" (no answer key) comes with why; with no explanation the rating is still to come.
    if (log.explanation === null) return null;
    return { value: null, label: log.ratingLabel ?? NOT_RATED, max, explanation: log.explanation };
  }
  return { value: log.rating, label: log.ratingLabel ?? String(log.rating), max, explanation: log.explanation };
}

export function questionLabel(questionIndex: number, followUp: boolean, total: number): string | null {
  if (questionIndex >= total) return null;
  return followUp ? `Follow-up to question ${questionIndex + 1}` : `Question ${questionIndex + 1} of ${total}`;
}

function stageOf(doc: CheckinDocument, starting: boolean): CheckinStage {
  switch (doc.state) {
    case 'Created':
      return starting ? 'conversation' : 'not-started';
    case 'Started':
      return 'conversation';
    case 'Completed':
    case 'Rated':
      return 'finished';
    case 'Canceled':
      return 'canceled';
    case 'Abandoned':
      return 'abandoned';
  }
}

export function checkinView({
  doc,
  streamText,
  sending,
  starting = false,
  retrying = false,
  withAnswerKeys = false,
}: CheckinViewInput): CheckinView {
  const n = doc.numberOfQuestions;
  const stage = stageOf(doc, starting);
  const entries: readonly Log[] = doc.messageLogs;
  const logs = new Map(entries.filter(isMessageLog).map((log) => [log.messageId, log]));
  const pendingKinds = new Set(doc.ai.pending);
  const failed = retrying ? [] : doc.ai.failed;
  const items: ChatItem[] = [];
  // The example answer once a question, under its last answer (the one whose rating counts).
  const lastAnswers = new Map(
    doc.displayMessages.filter((m) => m.role === 'user').map((m) => [m.questionIndex, m.messageId]),
  );

  for (const message of doc.displayMessages) {
    if (message.role === 'assistant') {
      items.push({
        kind: 'ai',
        id: message.messageId,
        text: message.content,
        label: questionLabel(message.questionIndex, message.followUp, n),
      });
      continue;
    }
    const log = logs.get(message.messageId);
    const rating = doc.showSingleQuestionRating ? answerRating(doc, log) : null;
    // An unkeyed question's example is '': nothing to show.
    const lastAnswer = lastAnswers.get(message.questionIndex) === message.messageId;
    const example = doc.showExampleAnswer && lastAnswer ? log?.example || null : null;
    const shownKey = withAnswerKeys && log && 'answerKey' in log && (log.answerKey || log.keyPoints.length > 0);
    items.push({
      kind: 'answer',
      id: message.messageId,
      text: message.content,
      status: 'saved',
      rating,
      ratingPending: doc.showSingleQuestionRating && !rating && pendingKinds.has('rate-answer'),
      example,
      answerKey: shownKey ? { key: log.answerKey, keyPoints: log.keyPoints } : null,
    });
  }

  // The answer on its way is shown until the document has it (the server counts answers by position).
  const answersSaved = doc.displayMessages.filter((m) => m.role === 'user').length;
  const sendingShown = sending && sending.answerNumber > answersSaved ? sending : null;
  if (sendingShown) {
    items.push({
      kind: 'answer',
      id: `sending-${sendingShown.answerNumber}`,
      text: sendingShown.content,
      status: sendingShown.waitingForNetwork ? 'waiting-network' : 'sending',
      rating: null,
      ratingPending: false,
      example: null,
      answerKey: null,
    });
  }

  const last = doc.displayMessages[doc.displayMessages.length - 1];
  const replyFailed = failed.some((f) => f.kind === 'next-response');
  const open = doc.state === 'Started' || (doc.state === 'Created' && starting);
  const aiWriting =
    open &&
    !replyFailed &&
    (starting ||
      sendingShown !== null ||
      pendingKinds.has('next-response') ||
      (retrying && doc.ai.failed.some((f) => f.kind === 'next-response')) ||
      (doc.state === 'Started' && last?.role === 'user'));
  // Waiting for the network, nothing is being written yet: the answer itself says what it waits for.
  const waitingForNetwork = sendingShown?.waitingForNetwork ?? false;
  if (aiWriting && !waitingForNetwork) items.push({ kind: 'writing', id: 'writing', text: streamText });

  const lastAi = [...doc.displayMessages].reverse().find((m) => m.role === 'assistant');
  let progress: string | null = null;
  if (lastAi && lastAi.questionIndex < n)
    progress = `Question ${lastAi.questionIndex + 1} of ${n}${lastAi.followUp ? ' (follow-up)' : ''}`;
  else if (lastAi) progress = `All ${n} questions answered`;
  else if (stage === 'conversation') progress = `Question 1 of ${n}`;

  // The failure that blocks the conversation first; Retry asks again for every failed piece of work anyway.
  const shown = failed.find((f) => f.kind === 'next-response') ?? failed[0];
  const failure = shown
    ? { kind: shown.kind, message: FAILURE_MESSAGES[shown.kind] ?? FAILURE_MESSAGES['next-response']! }
    : null;

  return {
    stage,
    title: doc.title,
    topic: doc.topic,
    items,
    progress,
    aiWriting,
    waitingForNetwork,
    canAnswer: doc.state === 'Started' && !aiWriting && !replyFailed && last?.role === 'assistant',
    failure,
    overall: stage === 'finished' ? overallView(doc, ratingUnderWay(doc, retrying)) : null,
    results: isOver(stage) ? questionResults(doc, scaleMax(doc)) : null,
    lastAiMessage: lastAi ? { id: lastAi.messageId, text: lastAi.content } : null,
  };
}

/** The overall rating is still to come: asked for, or the conversation just ended and it has not failed. */
function ratingUnderWay(doc: CheckinDocument, retrying: boolean): boolean {
  const failed = doc.ai.failed.some((f) => f.kind === 'rate-conversation');
  return doc.ai.pending.includes('rate-conversation') || (doc.state === 'Completed' && (!failed || retrying));
}

function overallView(doc: CheckinDocument, ratingUnderWay: boolean): OverallView | null {
  if (!doc.showOverallRating && !doc.showOverallFeedback) return null;
  const o = doc.overall;
  const rating =
    o && doc.showOverallRating
      ? { value: o.rating, label: o.ratingLabel ?? NOT_RATED, max: scaleMax(doc), explanation: o.explanation || null }
      : null;
  // The spec's feedback text starts with "Feedback:"; the page already titles it so.
  const feedback = o?.feedback && doc.showOverallFeedback ? o.feedback.replace(/^\s*Feedback:\s*/i, '') || null : null;
  return { rating, feedback, pending: !o && ratingUnderWay };
}
