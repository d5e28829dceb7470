import type {
  DisplayMessage,
  InstanceDocument,
  STUDENT_HEAD_CHANGING_FIELDS,
  SpecMessage,
  StudentFeedbackLog,
  StudentInstanceView,
  StudentMessageLog,
} from './instance-document.js';

/**
 * An instance's conversation as the documents carry it, from its messages' logs, and what one append changed of an
 * instance as its student sees it. The API builds the student's view with these and the page applies the changes
 * it is sent with them: one source for the shape of the view.
 */

/** Everything of the student's view but the conversation. */
export type StudentHead = Omit<StudentInstanceView, 'messages' | 'displayMessages' | 'messageLogs'>;

/**
 * What a change carries of the head: the fields events change, as they now stand (the overall result and the AI's
 * work among them). The fields the instance was made with (STUDENT_HEAD_MADE_FIELDS) are those of the view the
 * change applies to.
 */
export type StudentHeadChange = Pick<StudentHead, (typeof STUDENT_HEAD_CHANGING_FIELDS)[number] | 'overall' | 'ai'>;

/**
 * What one append changed of an instance, as its student sees it, sent live to the student's room: the head's
 * changing fields and the log of each message the append added or changed, at its place in the conversation. It
 * applies to the view at version `from` and no other.
 */
export type StudentInstanceChange = {
  instanceId: string;
  from: number;
  head: StudentHeadChange;
  logs: Array<{ index: number; log: StudentMessageLog }>;
};

/**
 * submitAnswer's reply (202): the answer is recorded, and this is what recording it changed of the student's view,
 * the same change the student's room is sent. It weighs the same at the twentieth answer as at the first; the AI's
 * reply follows on the live channel.
 */
export type AnswerTaken = { success: true; change: StudentInstanceChange };

/** A message as the conversation shows it: the fields every log and every display message share. */
export function displayMessageOf(m: DisplayMessage): DisplayMessage {
  return {
    role: m.role,
    content: m.content,
    messageId: m.messageId,
    questionIndex: m.questionIndex,
    followUp: m.followUp,
    at: m.at,
  };
}

/** The conversation's two plain copies (the spec's `messages` and `displayMessages`), from its messages' logs. */
export function conversationOf(logs: DisplayMessage[]): Pick<InstanceDocument, 'messages' | 'displayMessages'> {
  return {
    messages: logs.map((m): SpecMessage => ({ role: m.role, content: m.content })),
    displayMessages: logs.map(displayMessageOf),
  };
}

/** The student's view from its head and its messages' logs, with the closing feedback when the template shows it. */
export function studentViewOf(head: StudentHead, logs: StudentMessageLog[]): StudentInstanceView {
  const o = head.overall;
  const feedback: StudentFeedbackLog[] =
    o && head.showOverallFeedback && o.feedback !== null
      ? [
          {
            role: 'feedback',
            content: o.feedback,
            rating: o.rating,
            ratingLabel: o.ratingLabel,
            explanation: o.explanation,
            ratingScale: head.ratingScale,
          },
        ]
      : [];
  return { ...head, ...conversationOf(logs), messageLogs: [...logs, ...feedback] };
}

const isMessageLog = (log: StudentMessageLog | StudentFeedbackLog): log is StudentMessageLog => log.role !== 'feedback';

/**
 * The view after a change: the same view when the change is not newer, null when the view is not the one the
 * change follows (one was missed: read the instance again).
 */
export function applyStudentChange(
  view: StudentInstanceView,
  change: StudentInstanceChange,
): StudentInstanceView | null {
  if (change.head.version <= view.version) return view;
  if (change.from !== view.version) return null;
  const { messages: _messages, displayMessages: _displayed, messageLogs, ...head } = view;
  const logs = messageLogs.filter(isMessageLog);
  for (const { index, log } of change.logs) {
    if (index > logs.length) return null;
    logs[index] = log;
  }
  return studentViewOf({ ...head, ...change.head }, logs);
}
