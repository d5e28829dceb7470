import type { StudentInstanceView } from '@checkin/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { type StudentSession, readStudentSession, saveStudentSession } from '../../../lib/student-session';
import { useCreateInstance } from '../api/create-instance';
import { useLogInstance } from '../api/log-instance';
import { useStartInstance } from '../api/start-instance';
import { checkinErrorPath } from '../links';

type Options = {
  sessionId: string;
  session: StudentSession | undefined;
  doc: StudentInstanceView | undefined;
  onCreated: (instanceId: string) => void;
  onStarting: () => void;
};

/** The server answered the check-in that is over: the teacher turned retakes off since the page loaded. */
const NO_MORE_TRIES = 'Your teacher no longer allows another try at this check-in.';

/**
 * Start: create the student's instance (once: its id is stored at once, so a reload resumes it), then start it,
 * which answers with the first question. A failure goes to the error page, whose link leads back here.
 * Start again (when the teacher allows retakes and the check-in is over): create a new instance the same way and
 * start it; a failed creation is told on the page, beside the finished check-in the student is still looking at.
 */
export function useStartCheckin({ sessionId, session, doc, onCreated, onStarting }: Options) {
  const navigate = useNavigate();
  const create = useCreateInstance();
  const log = useLogInstance();
  const startInstance = useStartInstance();
  const [starting, setStarting] = useState(false);
  const [startAgainError, setStartAgainError] = useState<string | null>(null);
  const [studentName, setStudentName] = useState(() => readStudentSession(sessionId)?.studentName ?? '');

  const createOwn = async ({ token, templateId }: StudentSession, name: string): Promise<string> => {
    const created = await create.mutateAsync({
      token,
      assessmentTemplateId: templateId,
      session_id: sessionId,
      student_name: name || undefined,
    });
    const instanceId = created.assessmentInstanceId;
    saveStudentSession(sessionId, { token, templateId, instanceId, studentName: name });
    onCreated(instanceId);
    return instanceId;
  };

  /** The error page says what went wrong, with a link back here. */
  const showFailure = (error: unknown) => {
    const message =
      error instanceof Error ? error.message : 'Error starting assessment session as the session was not created';
    navigate(checkinErrorPath(sessionId), { state: { message, sessionId } });
  };

  /** Asks for the first question; a failure goes to the error page (the instance is made: Start there resumes it). */
  const begin = async (token: string, instanceId: string) => {
    try {
      await startInstance.mutateAsync({ token, assessmentInstanceId: instanceId });
    } catch (error) {
      // Already started (a second tab, a reload mid-start) or the AI is slow (504): the document tells the rest.
      if (error instanceof ApiError && (error.status === 409 || error.status === 504)) return;
      showFailure(error);
    }
  };

  const start = async () => {
    if (!session || starting) return;
    const { token, templateId } = session;
    const name = studentName.trim();
    setStarting(true);
    onStarting();
    try {
      let instanceId = readStudentSession(sessionId)?.instanceId ?? doc?.assessmentInstanceId;
      if (!instanceId) {
        instanceId = await createOwn(session, name);
      } else if (doc && (doc.student_name ?? '') !== name) {
        await log.mutateAsync({ token, assessmentInstanceId: instanceId, logObject: { student_name: name || null } });
        saveStudentSession(sessionId, { token, templateId, instanceId, studentName: name });
      }
      await begin(token, instanceId);
    } catch (error) {
      showFailure(error);
    } finally {
      setStarting(false);
    }
  };

  const startAgain = async () => {
    if (!session || starting) return;
    setStarting(true);
    setStartAgainError(null);
    onStarting();
    try {
      const instanceId = await createOwn(session, studentName.trim());
      if (instanceId === doc?.assessmentInstanceId) throw new Error(NO_MORE_TRIES);
      await begin(session.token, instanceId);
    } catch (error) {
      setStartAgainError(error instanceof Error ? error.message : String(error));
    } finally {
      setStarting(false);
    }
  };

  return { start, startAgain, startAgainError, starting, studentName, setStudentName };
}
