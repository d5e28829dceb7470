import {
  type ClientEvent,
  type InstanceDocument,
  type MessageLog,
  STUDENT_HEAD_CHANGING_FIELDS,
  STUDENT_HEAD_MADE_FIELDS,
  type StudentHead,
  type StudentHeadChange,
  type StudentInstanceChange,
  type StudentInstanceView,
  type StudentMessageLog,
  studentViewOf,
} from '@checkin/contracts';
import { type InstanceEvent, type InstanceSettings, type LiveInstanceState, questionUnderWay } from '@checkin/domain';
import { type DocumentChange, type InstanceHead, instanceHead, messageLogOf } from './instance-document.js';

/**
 * What an instance's own student sees of it, over HTTP (the document), live (what each append changed of it) and in a
 * replay after a reconnect (its events): what the template's show flags allow of the AI's ratings, and nothing of the
 * teacher's review, the answer keys, the prompts or the token counts. The teacher's view is the whole document
 * (instance-document.ts) and every event.
 */

/** The template's choices of what its students are shown, as each instance keeps them. */
export type ShowFlags = Pick<
  InstanceSettings,
  'showSingleQuestionRating' | 'showOverallRating' | 'showExampleAnswer' | 'showOverallFeedback'
>;

/** A value the student sees only when the template shows it; null tells them it is not shown. */
function shown<T>(flag: boolean, value: T): T | null {
  return flag ? value : null;
}

function fieldsOf<Field extends keyof InstanceHead>(
  head: InstanceHead,
  fields: readonly Field[],
): Pick<InstanceHead, Field> {
  return Object.fromEntries(fields.map((field) => [field, head[field]])) as Pick<InstanceHead, Field>;
}

/** The document's head as its student sees it (see StudentHeadField). */
function studentHead(head: InstanceHead): StudentHead {
  return Object.assign(fieldsOf(head, STUDENT_HEAD_MADE_FIELDS), studentHeadChange(head));
}

/** What a change carries of the head as its student sees it: the fields events change (see StudentHeadChange). */
function studentHeadChange(head: InstanceHead): StudentHeadChange {
  const o = head.overall;
  return Object.assign(fieldsOf(head, STUDENT_HEAD_CHANGING_FIELDS), {
    overall: o && (head.showOverallRating || head.showOverallFeedback) ? studentOverallRating(head, o) : null,
    ai: { pending: head.ai.pending, failed: head.ai.failed.map(({ kind }) => ({ kind })) },
  });
}

/** What no template shows: a rating and an example not final yet. */
const NOTHING_YET: ShowFlags = {
  showSingleQuestionRating: false,
  showOverallRating: false,
  showExampleAnswer: false,
  showOverallFeedback: false,
};

/** The flags a message's rating is shown by: none while its question is under way (see questionUnderWay). */
function flagsFor(flags: ShowFlags, underWay: number | null, message: { questionIndex: number }): ShowFlags {
  return message.questionIndex === underWay ? NOTHING_YET : flags;
}

/** The student's view of a document, from its parts: the head and the messages' logs. */
function studentViewFrom(head: InstanceHead, logs: MessageLog[]): StudentInstanceView {
  const underWay = questionUnderWay(head.state, logs);
  return studentViewOf(
    studentHead(head),
    logs.map((log) => studentMessageLog(flagsFor(head, underWay, log), log)),
  );
}

export function studentInstanceView(doc: InstanceDocument): StudentInstanceView {
  return studentViewFrom(
    doc,
    doc.messageLogs.filter((log): log is MessageLog => log.role !== 'feedback'),
  );
}

/** The student's view of the state an append left, with no document made first. */
export function studentStateView(state: LiveInstanceState): StudentInstanceView {
  return studentViewFrom(
    instanceHead(state),
    state.messages.map((m) => messageLogOf(state, m)),
  );
}

/** What an append changed, as the instance's student sees it (see StudentInstanceChange). */
export function studentInstanceChange({ from, head, logs, settled, underWay }: DocumentChange): StudentInstanceChange {
  return {
    instanceId: head.id,
    from,
    head: studentHeadChange(head),
    logs: [...logs, ...settled]
      .sort((a, b) => a.index - b.index)
      .map(({ index, log }) => ({ index, log: studentMessageLog(flagsFor(head, underWay, log), log) })),
  };
}

function studentMessageLog(flags: ShowFlags, log: MessageLog): StudentMessageLog {
  // Objects put together, not fields written after a spread (see messageLogOf).
  return Object.assign(
    {
      role: log.role,
      content: log.content,
      messageId: log.messageId,
      questionIndex: log.questionIndex,
      followUp: log.followUp,
      at: log.at,
    },
    // The question an AI message asks: the student read it in the message already.
    log.question === undefined ? {} : { question: log.question },
    studentAnswerRating(flags, log),
    { user_feedback: log.user_feedback },
  );
}

/** An answer's rating: in the document's message logs and in getRatingForLastResponse's reply. */
export type AnswerRatingFields<Scale> = {
  rating: number | null;
  ratingLabel: string | null;
  explanation: string | null;
  example: string | null;
  ratingScale: Scale | null;
};

/** An answer's rating as its student may read it: null where the template does not show it. */
export function studentAnswerRating<Scale>(flags: ShowFlags, r: AnswerRatingFields<Scale>): AnswerRatingFields<Scale> {
  const rated = flags.showSingleQuestionRating;
  return {
    rating: shown(rated, r.rating),
    ratingLabel: shown(rated, r.ratingLabel),
    explanation: shown(rated, r.explanation),
    ratingScale: shown(rated, r.ratingScale),
    example: shown(flags.showExampleAnswer, r.example),
  };
}

/** The whole conversation's rating: in the document and in getRatingForEntireConversation's reply. */
export type OverallRatingFields = {
  rating: number | null;
  ratingLabel: string | null;
  explanation: string | null;
  feedback: string | null;
};

/** The whole conversation's rating as its student may read it: null where the template does not show it. */
export function studentOverallRating(flags: ShowFlags, o: OverallRatingFields): OverallRatingFields {
  return {
    rating: shown(flags.showOverallRating, o.rating),
    ratingLabel: shown(flags.showOverallRating, o.ratingLabel),
    explanation: shown(flags.showOverallRating, o.explanation),
    feedback: shown(flags.showOverallFeedback, o.feedback),
  };
}

/**
 * An event as the instance's student receives it, replayed after a reconnect, by their instance's document as it
 * stands; null for one that is not theirs to see at all.
 */
export function studentClientEvent(event: ClientEvent, doc: InstanceDocument): ClientEvent | null {
  const e = { type: event.type, data: event.data } as InstanceEvent;
  const data = studentEventData(e, e.type === 'AnswerRated' ? answerFlags(doc, e.data.answerMessageId) : doc);
  return data === null ? null : { ...event, data };
}

/** The flags an answer's rating is shown to its student by, in the state given. */
export function answerShowFlags(state: LiveInstanceState, answer: { questionIndex: number }): ShowFlags {
  return flagsFor(state.settings, questionUnderWay(state.status, state.messages), answer);
}

/** The flags an answer's rating is shown to its student by, as the document stands. */
function answerFlags(doc: InstanceDocument, answerMessageId: string): ShowFlags {
  const logs = doc.messageLogs.filter((log): log is MessageLog => log.role !== 'feedback');
  const answer = logs.find((log) => log.messageId === answerMessageId);
  return answer ? flagsFor(doc, questionUnderWay(doc.state, logs), answer) : NOTHING_YET;
}

function studentEventData(event: InstanceEvent, flags: ShowFlags): object | null {
  switch (event.type) {
    case 'InstanceStarted':
    case 'AnswerSubmitted':
    case 'ConversationCompleted':
    case 'AiRequestRetried':
    case 'InstanceCanceled':
    case 'InstanceAbandoned':
    case 'StudentFeedbackRecorded':
    case 'InstanceDetailsUpdated':
      return event.data;
    case 'InstanceCreated': {
      // The settings hold the teacher's questions, their keys and the prompts.
      const d = event.data;
      return { instanceId: d.instanceId, templateId: d.templateId, sessionId: d.sessionId, createdAt: d.createdAt };
    }
    case 'AiReplied': {
      const d = event.data;
      return {
        cause: d.cause,
        messageId: d.messageId,
        content: d.content,
        questionIndex: d.questionIndex,
        followUp: d.followUp,
        shouldEnd: d.shouldEnd,
        repliedAt: d.repliedAt,
      };
    }
    case 'AnswerRated': {
      const d = event.data;
      return {
        cause: d.cause,
        answerMessageId: d.answerMessageId,
        rating: shown(flags.showSingleQuestionRating, d.rating),
        explanation: shown(flags.showSingleQuestionRating, d.explanation),
        example: shown(flags.showExampleAnswer, d.example),
        ratedAt: d.ratedAt,
      };
    }
    case 'ConversationRated': {
      const d = event.data;
      return {
        cause: d.cause,
        rating: shown(flags.showOverallRating, d.rating),
        explanation: shown(flags.showOverallRating, d.explanation),
        feedback: shown(flags.showOverallFeedback, d.feedback),
        ratedAt: d.ratedAt,
      };
    }
    case 'AiRequestFailed':
      return { request: event.data.request, failedAt: event.data.failedAt };
    case 'InstanceDeleted':
      // The student's page learns the check-in is gone; not who removed it.
      return { deletedAt: event.data.deletedAt };
    case 'RatingOverridden':
    case 'RatingOverrideCleared':
    case 'AnswerFlagged':
    case 'AnswerUnflagged':
    case 'SafetyConcernRaised':
      return null;
    default: {
      // A kind of event not named above reaches no student until it is given a case here.
      const _unknown: never = event;
      return null;
    }
  }
}
