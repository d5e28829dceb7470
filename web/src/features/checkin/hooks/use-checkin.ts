import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { forgetStudentSession, readStudentSession } from '../../../lib/student-session';
import { useTemplate } from '../api/get-template';
import { useStudentSessionToken } from '../api/get-token-for-session';
import { checkinKeys } from '../api/input';
import { studentCalls } from '../api/student-calls';
import type { NewStudentOffer } from '../components/new-student';
import type { StartAgainOffer } from '../components/start-again';
import type { CheckinView } from '../model/checkin-view';
import { useCheckinRun } from './use-checkin-run';
import { checkinCompletePath, checkinErrorPath } from '../links';
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

/**
 * A student's live check-in: their session's token and template, the check-in itself (useCheckinRun, with the
 * student's calls), and what only a student's device does: resume after a reload, the error page when a start
 * fails, finishing, another try, and the next student on a shared device.
 */
export function useCheckin(sessionId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useStudentSessionToken(sessionId);
  const token = session.data?.token;
  const template = useTemplate(session.data?.templateId, token);
  const calls = useMemo(() => studentCalls(sessionId, session.data), [sessionId, session.data]);
  // What this device kept of the student when the page opened: a reload resumes their check-in.
  const [kept] = useState(() => readStudentSession(sessionId));
  const run = useCheckinRun({
    calls,
    initialInstanceId: kept?.instanceId,
    findInstance: () => readStudentSession(sessionId)?.instanceId,
    initialName: kept?.studentName ?? '',
    keepDraft: true,
    // The error page says what went wrong, with a link back here.
    onStartFailed: (message) => navigate(checkinErrorPath(sessionId), { state: { message, sessionId } }),
  });
  const { instanceId, instance, doc, view } = run;
  // After "Start as a new student", the welcome screen's name field takes the keyboard.
  const [newStudent, setNewStudent] = useState(false);

  let phase: CheckinPhase;
  if (session.isPending) phase = { kind: 'loading' };
  else if (session.isError) phase = problemOf(session.error, false);
  else if (instanceId && instance.isError && !doc) phase = problemOf(instance.error, true);
  else if (instanceId && !doc) phase = { kind: 'loading' };
  else if (view) phase = { kind: 'checkin', view };
  else if (template.isError && !doc) phase = problemOf(template.error, true);
  else if (!template.data && !doc) phase = { kind: 'loading' };
  else phase = { kind: 'welcome' };

  /** Lets this device's student go: the next read of the link asks for a new token, which is a new student. */
  const startOver = () => {
    forgetStudentSession(sessionId);
    run.leave();
    if (instanceId) queryClient.removeQueries({ queryKey: checkinKeys.instance(instanceId) });
    void queryClient.resetQueries({ queryKey: checkinKeys.token(sessionId) });
  };

  /** Someone else on this device: a new token, an empty name, the welcome screen. The last check-in stays saved. */
  const startAsNewStudent = () => {
    startOver();
    run.setStudentName('');
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
  const startAgainOffer: StartAgainOffer | null = template.data?.allowRetakes
    ? { onStartAgain: () => void run.startAgain(), starting: run.starting, error: run.startAgainError }
    : null;

  // Offered once the check-in is over, for whoever uses this device next.
  const newStudentOffer: NewStudentOffer = { onNewStudent: startAsNewStudent, studentName: doc?.student_name ?? null };

  const reload = () => {
    if (session.isError) void session.refetch();
    else if (instance.isError) void instance.refetch();
    else void template.refetch();
  };

  return {
    ...run,
    phase,
    template: template.data,
    connectionNotice: !run.connectionTrouble
      ? null
      : run.connectionTrouble === 'answer-waits'
        ? 'Reconnecting… Your answer is saved on this device and will be sent when the connection is back.'
        : 'Reconnecting…',
    startOver,
    startAgainOffer,
    newStudent: newStudentOffer,
    welcomesNewStudent: newStudent,
    reload,
    finish,
  };
}
