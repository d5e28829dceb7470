import type { SpecMessage, StudentInstanceView } from '@checkin/contracts';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type AiStream, aiStreamText } from '../model/ai-stream';
import { type CheckinDocument, checkinView } from '../model/checkin-view';

/** The answer-sending mutation as the view needs it: the student's and the teacher's preview both fit. */
type SendState = {
  isPending: boolean;
  isPaused: boolean;
  failureReason: unknown;
  variables?: { messages: SpecMessage[] };
};

/** The conversation so far with `answer` added: what submitAnswer is sent. */
export function conversationWith(doc: StudentInstanceView, answer: string): SpecMessage[] {
  return [...doc.displayMessages.map(({ role, content }) => ({ role, content })), { role: 'user', content: answer }];
}

/**
 * The check-in view-model fed from the network side: the document, the AI's reply being written, and the answer
 * on its way. An answer that waits for the network is one whose sending is paused or failed in a retryable way.
 */
export function useCheckinView({
  doc,
  stream,
  submit,
  starting,
  retrying,
  withAnswerKeys = false,
}: {
  doc: CheckinDocument | undefined;
  stream: AiStream;
  submit: SendState;
  starting: boolean;
  retrying: boolean;
  /** The teacher's preview only: answers show their answer keys. */
  withAnswerKeys?: boolean;
}) {
  const sendingInput = submit.isPending ? submit.variables : undefined;
  const waitingForNetwork =
    submit.isPending &&
    (submit.isPaused || (submit.failureReason instanceof ApiError && submit.failureReason.retryable));
  const lastSent = sendingInput?.messages[sendingInput.messages.length - 1];
  const streamText = aiStreamText(stream);

  const view = useMemo(
    () =>
      doc
        ? checkinView({
            doc,
            streamText,
            sending:
              sendingInput && lastSent
                ? {
                    content: lastSent.content,
                    answerNumber: sendingInput.messages.filter((m) => m.role === 'user').length,
                    waitingForNetwork,
                  }
                : null,
            starting,
            retrying,
            withAnswerKeys,
          })
        : null,
    [doc, streamText, sendingInput, lastSent, waitingForNetwork, starting, retrying, withAnswerKeys],
  );
  return { view, waitingForNetwork };
}
