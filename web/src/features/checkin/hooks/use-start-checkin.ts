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

/**
 * Start: create the student's instance (once: its id is stored at once, so a reload resumes it), then start it,
 * which answers with the first question. A failure goes to the error page, whose link leads back here.
 */
export function useStartCheckin({ sessionId, session, doc, onCreated, onStarting }: Options) {
  const navigate = useNavigate();
  const create = useCreateInstance();
  const log = useLogInstance();
  const startInstance = useStartInstance();
  const [starting, setStarting] = useState(false);
  const [studentName, setStudentName] = useState(() => readStudentSession(sessionId)?.studentName ?? '');

  const start = async () => {
    if (!session || starting) return;
    const { token, templateId } = session;
    const name = studentName.trim();
    setStarting(true);
    onStarting();
    try {
      let instanceId = readStudentSession(sessionId)?.instanceId ?? doc?.assessmentInstanceId;
      if (!instanceId) {
        const created = await create.mutateAsync({
          token,
          assessmentTemplateId: templateId,
          session_id: sessionId,
          student_name: name || undefined,
        });
        instanceId = created.assessmentInstanceId;
        saveStudentSession(sessionId, { token, templateId, instanceId, studentName: name });
        onCreated(instanceId);
      } else if (doc && (doc.student_name ?? '') !== name) {
        await log.mutateAsync({ token, assessmentInstanceId: instanceId, logObject: { student_name: name || null } });
        saveStudentSession(sessionId, { token, templateId, instanceId, studentName: name });
      }
      try {
        await startInstance.mutateAsync({ token, assessmentInstanceId: instanceId });
      } catch (error) {
        // Already started (a second tab, a reload mid-start) or the AI is slow (504): the document tells the rest.
        if (!(error instanceof ApiError && (error.status === 409 || error.status === 504))) throw error;
      }
    } catch (error) {
      const message =
        error instanceof Error ? error.message : 'Error starting assessment session as the session was not created';
      navigate(checkinErrorPath(sessionId), { state: { message, sessionId } });
    } finally {
      setStarting(false);
    }
  };

  return { start, starting, studentName, setStudentName };
}
