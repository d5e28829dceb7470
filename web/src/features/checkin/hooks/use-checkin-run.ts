import type { AnswerTaken } from '@checkin/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type FetchInstance, isAwaitingAi, useInstanceDocument } from '../api/get-instance';
import { useRetryAi } from '../api/retry-ai';
import { type AnswerInput, useSubmitAnswer } from '../api/submit-answer';
import type { CheckinDocument } from '../model/checkin-document';
import { conversationWith, useCheckinView } from './use-checkin-view';
import { useDraft } from './use-draft';
import { useInstanceLive } from './use-instance-live';
import { type StartCalls, useStartCheckin } from './use-start-checkin';

/**
 * How a check-in talks to the API: the student's calls with their session's token, or the teacher's own token in
 * Preview mode. Everything else about taking a check-in is the same for both.
 */
export type CheckinCalls<D extends CheckinDocument> = StartCalls & {
  /** False while the calls cannot be made yet (the student's token is on its way). */
  ready: boolean;
  /** The live channel's handshake token; none yet: no channel (the document is polled meanwhile). */
  liveToken: string | undefined;
  getInstance: FetchInstance<D>;
  sendAnswer: (input: AnswerInput) => Promise<AnswerTaken>;
  /**
   * The document is the student's view, which the changes the API sends apply to (the student's page); the teacher's
   * preview reads its document again.
   */
  followsChanges: boolean;
  retryAi: (assessmentInstanceId: string) => Promise<unknown>;
};

type Options<D extends CheckinDocument> = {
  calls: CheckinCalls<D>;
  /** The instance this device already follows (a student's reload resumes it). */
  initialInstanceId?: string;
  /** An instance made elsewhere for this taker (another tab on a student's device): Start resumes it. */
  findInstance?: () => string | undefined;
  initialName?: string;
  /** The student's pages: the answer being typed (or waiting to be sent) outlives a reload. The preview keeps
   * nothing on the device. */
  keepDraft: boolean;
  /** The teacher's preview only: answers show their answer keys. */
  withAnswerKeys?: boolean;
  /** Where a failed start is told; without it, `startError` tells it on the page. */
  onStartFailed?: (message: string) => void;
};

/** The live channel is down while the check-in is under way, and perhaps an answer waits to be sent. */
export type ConnectionTrouble = 'reconnecting' | 'answer-waits' | null;

/** 409: the conversation changed under this answer (another tab, a stale page): the refetched document shows how. */
function sendErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) {
    return 'Your check-in has moved on since you wrote this answer (perhaps in another tab). The latest question is shown above; your answer is still in the box.';
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * One check-in being taken: the network side (instance document, live channel, starting, sending, retrying)
 * feeding the pure view-model. Sending is idempotent (the same conversation gets the same reply), so an answer
 * that meets a network failure is simply sent again until the network is back.
 */
export function useCheckinRun<D extends CheckinDocument>({
  calls,
  initialInstanceId,
  findInstance,
  initialName = '',
  keepDraft,
  withAnswerKeys = false,
  onStartFailed,
}: Options<D>) {
  const [instanceId, setInstanceId] = useState(initialInstanceId);
  const live = useInstanceLive(instanceId, calls.liveToken);
  // The live channel brings the AI's work; the document is polled only while the channel is down.
  const instance = useInstanceDocument(
    instanceId,
    calls.ready ? calls.getInstance : null,
    live.connection === 'connected' ? false : 2500,
  );
  const doc = instance.data;
  const submit = useSubmitAnswer<D>(calls.sendAnswer, calls.followsChanges);
  const retry = useRetryAi(calls.retryAi);
  const { draft, setDraft, markSent, saved } = useDraft(instanceId, doc, keepDraft);
  const [sendError, setSendError] = useState<string | null>(null);
  const starter = useStartCheckin({
    calls,
    ready: calls.ready,
    doc,
    findInstance: () => findInstance?.() ?? instanceId,
    initialName,
    onCreated: setInstanceId,
    onStarting: live.resetStream,
    onStartFailed,
  });

  const { view, waitingForNetwork } = useCheckinView({
    doc,
    stream: live.stream,
    submit,
    starting: starter.starting,
    retrying: retry.isPending,
    withAnswerKeys,
  });

  const send = () => {
    const text = draft.trim();
    if (!calls.ready || !doc || !instanceId || !text || !view?.canAnswer || submit.isPending) return;
    const messages = conversationWith(doc, text);
    live.resetStream();
    setSendError(null);
    markSent(text, messages.filter((m) => m.role === 'user').length);
    submit.mutate(
      { assessmentInstanceId: instanceId, messages },
      {
        onSuccess: saved,
        onError: (error) => {
          setDraft((current) => current || text);
          setSendError(sendErrorMessage(error));
        },
      },
    );
  };

  const retryAi = () => {
    if (!calls.ready || !instanceId) return;
    live.resetStream();
    retry.mutate(instanceId);
  };

  /** This page lets its instance go (a new student on the device): back to the welcome screen. */
  const leave = () => {
    setInstanceId(undefined);
    setSendError(null);
  };

  // Said only while the check-in is under way; each page words it (a student's answer waits on the device).
  const underWay = view && view.stage !== 'not-started' && (isAwaitingAi(doc) || view.stage === 'conversation');
  const reconnecting = waitingForNetwork || live.connection === 'reconnecting' || live.connection === 'offline';
  const connectionTrouble: ConnectionTrouble =
    !underWay || !reconnecting ? null : waitingForNetwork ? 'answer-waits' : 'reconnecting';

  return {
    instanceId,
    instance,
    doc,
    /** The check-in once started; null before (the welcome screen's time). */
    view: view && view.stage !== 'not-started' ? view : null,
    connection: live.connection,
    connectionTrouble,
    draft,
    setDraft,
    send,
    sendError,
    retryAi,
    retrying: retry.isPending,
    retryError: retry.error instanceof Error ? retry.error.message : null,
    leave,
    ...starter,
  };
}
