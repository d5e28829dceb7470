import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { forgetStudentSession, readStudentSession } from '../../../lib/student-session';
import { isAwaitingAi, useInstance } from '../api/get-instance';
import { useTemplate } from '../api/get-template';
import { useStudentSessionToken } from '../api/get-token-for-session';
import { checkinKeys } from '../api/input';
import { useRetryAi } from '../api/retry-ai';
import { useSubmitAnswer } from '../api/submit-answer';
import type { NewStudentOffer } from '../components/new-student';
import type { StartAgainOffer } from '../components/start-again';
import type { CheckinView } from '../model/checkin-view';
import { conversationWith, useCheckinView } from './use-checkin-view';
import { useDraft } from './use-draft';
import { useInstanceLive } from './use-instance-live';
import { useStartCheckin } from './use-start-checkin';
import { checkinCompletePath } from '../links';
import { keepResultsInThisTab } from '../results-in-this-tab';

export type CheckinPhase =
  | { kind: 'loading' }
  | { kind: 'problem'; message: string; canRetry: boolean; canStartOver: boolean }
  | { kind: 'welcome' }
  | { kind: 'checkin'; view: CheckinView };

const AUTH_STATUSES = [401, 403, 404];

function problemOf(error: unknown, canStartOver: boolean): Extract<CheckinPhase, { kind: 'problem' }> {
  const e = error instanceof ApiError ? error : new ApiError(0, 'Something went wrong');
  if (canStartOver && AUTH_STATUSES.includes(e.status)) {
    return {
      kind: 'problem',
      message: 'We could not open your check-in on this device. It may have expired. You can start a new one.',
      canRetry: false,
      canStartOver: true,
    };
  }
  return { kind: 'problem', message: e.message, canRetry: e.retryable, canStartOver: false };
}

/** 409: the conversation changed under this answer (another tab, a stale page): the refetched document shows how. */
function sendErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) {
    return 'Your check-in has moved on since you wrote this answer (perhaps in another tab). The latest question is shown above; your answer is still in the box.';
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * A student's live check-in: the network side (token, template, instance document, socket, sending, retrying)
 * feeding the pure view-model. Sending is idempotent (the same conversation gets the same reply), so an answer
 * that meets a network failure is simply sent again until the network is back.
 */
export function useCheckin(sessionId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useStudentSessionToken(sessionId);
  const token = session.data?.token;
  const [instanceId, setInstanceId] = useState<string | undefined>(() => readStudentSession(sessionId)?.instanceId);
  const template = useTemplate(session.data?.templateId, token);
  const live = useInstanceLive(instanceId, token);
  const instance = useInstance(instanceId, token, live.connection === 'connected' ? 8000 : 2500);
  const doc = instance.data;
  const submit = useSubmitAnswer();
  const retry = useRetryAi();
  const { draft, setDraft, markSent, saved } = useDraft(instanceId, doc);
  const [sendError, setSendError] = useState<string | null>(null);
  // After "Start as a new student", the welcome screen's name field takes the keyboard.
  const [newStudent, setNewStudent] = useState(false);
  const starter = useStartCheckin({
    sessionId,
    session: session.data,
    doc,
    onCreated: setInstanceId,
    onStarting: live.resetStream,
  });

  const { view, waitingForNetwork } = useCheckinView({
    doc,
    stream: live.stream,
    submit,
    starting: starter.starting,
    retrying: retry.isPending,
  });

  let phase: CheckinPhase;
  if (session.isPending) phase = { kind: 'loading' };
  else if (session.isError) phase = problemOf(session.error, false);
  else if (instanceId && instance.isError && !doc) phase = problemOf(instance.error, true);
  else if (instanceId && !doc) phase = { kind: 'loading' };
  else if (view && view.stage !== 'not-started') phase = { kind: 'checkin', view };
  else if (template.isError && !doc) phase = problemOf(template.error, true);
  else if (!template.data && !doc) phase = { kind: 'loading' };
  else phase = { kind: 'welcome' };

  const send = () => {
    const text = draft.trim();
    if (!doc || !token || !instanceId || !text || !view?.canAnswer || submit.isPending) return;
    const messages = conversationWith(doc, text);
    live.resetStream();
    setSendError(null);
    markSent(text, messages.filter((m) => m.role === 'user').length);
    submit.mutate(
      { token, assessmentInstanceId: instanceId, messages },
      {
        onSuccess: saved,
        onError: (error) => {
          // 502: the answer is saved and the AI failed; the document now offers Retry. Otherwise keep the words.
          if (error instanceof ApiError && error.status === 502) return saved();
          setDraft((current) => current || text);
          setSendError(sendErrorMessage(error));
        },
      },
    );
  };

  const retryAi = () => {
    if (!token || !instanceId) return;
    live.resetStream();
    retry.mutate({ token, assessmentInstanceId: instanceId });
  };

  /** Lets this device's student go: the next read of the link asks for a new token, which is a new student. */
  const startOver = () => {
    forgetStudentSession(sessionId);
    setInstanceId(undefined);
    if (instanceId) queryClient.removeQueries({ queryKey: checkinKeys.instance(instanceId) });
    void queryClient.resetQueries({ queryKey: checkinKeys.token(sessionId) });
  };

  /** Someone else on this device: a new token, an empty name, the welcome screen. The last check-in stays saved. */
  const startAsNewStudent = () => {
    startOver();
    starter.setStudentName('');
    setSendError(null);
    setNewStudent(true);
  };

  /**
   * Done: the device forgets this student, so the link opens afresh for the next one; this tab keeps the way to
   * the results until it is closed.
   */
  const finish = () => {
    if (!instanceId) return;
    if (token) keepResultsInThisTab(instanceId, { sessionId, token });
    forgetStudentSession(sessionId);
    navigate(checkinCompletePath(instanceId, sessionId), { state: { instanceId, sessionId } });
  };

  // The teacher allows another try: the page offers it once this check-in is over.
  const startAgain: StartAgainOffer | null = template.data?.allowRetakes
    ? {
        onStartAgain: () => void starter.startAgain(),
        starting: starter.starting,
        error: starter.startAgainError,
      }
    : null;

  // Offered once the check-in is over, for whoever uses this device next.
  const newStudentOffer: NewStudentOffer = { onNewStudent: startAsNewStudent, studentName: doc?.student_name ?? null };

  const reload = () => {
    if (session.isError) void session.refetch();
    else if (instance.isError) void instance.refetch();
    else void template.refetch();
  };

  const reconnecting = waitingForNetwork || live.connection === 'reconnecting' || live.connection === 'offline';
  const connectionNotice: string | null = !reconnecting
    ? null
    : waitingForNetwork
      ? 'Reconnecting… Your answer is saved on this device and will be sent when the connection is back.'
      : 'Reconnecting…';

  return {
    phase,
    template: template.data,
    doc,
    instanceId,
    connection: live.connection,
    connectionNotice:
      phase.kind === 'checkin' && (isAwaitingAi(doc) || view?.stage === 'conversation') ? connectionNotice : null,
    draft,
    setDraft,
    send,
    sendError,
    retryAi,
    retryError: retry.error instanceof Error ? retry.error.message : null,
    retrying: retry.isPending,
    studentName: starter.studentName,
    setStudentName: starter.setStudentName,
    start: starter.start,
    starting: starter.starting,
    startOver,
    startAgain,
    newStudent: newStudentOffer,
    welcomesNewStudent: newStudent,
    reload,
    finish,
  };
}
