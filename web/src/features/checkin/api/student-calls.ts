import type { StudentInstanceView } from '@checkin/contracts';
import { type StudentSession, saveStudentSession } from '../../../lib/student-session';
import type { CheckinCalls } from '../hooks/use-checkin-run';
import { createInstance } from './create-instance';
import { studentInstance } from './get-instance';
import { logInstance } from './log-instance';
import { retryAi } from './retry-ai';
import { startInstance } from './start-instance';
import { submitAnswer } from './submit-answer';

/**
 * A check-in as its student takes it: every call carries the session's token, and what is made is stored on the
 * device at once (the instance, the name), so that a reload is the same student and the same check-in.
 * No session yet: nothing can be called.
 */
export function studentCalls(
  sessionId: string,
  session: StudentSession | undefined,
): CheckinCalls<StudentInstanceView> {
  const token = session?.token ?? '';
  const templateId = session?.templateId ?? '';
  const remember = (instanceId: string, studentName: string) =>
    saveStudentSession(sessionId, { token, templateId, instanceId, studentName });
  return {
    ready: Boolean(session),
    liveToken: session?.token,
    getInstance: studentInstance(token),
    createInstance: async (studentName) => {
      const created = await createInstance({
        token,
        assessmentTemplateId: templateId,
        session_id: sessionId,
        student_name: studentName || undefined,
      });
      remember(created.assessmentInstanceId, studentName);
      return created.assessmentInstanceId;
    },
    renameStudent: async (assessmentInstanceId, studentName) => {
      await logInstance({ token, assessmentInstanceId, logObject: { student_name: studentName || null } });
      remember(assessmentInstanceId, studentName);
    },
    startInstance: (assessmentInstanceId) => startInstance({ token, assessmentInstanceId }),
    sendAnswer: (input) => submitAnswer({ token, ...input }),
    followsChanges: true,
    retryAi: (assessmentInstanceId) => retryAi({ token, assessmentInstanceId }),
  };
}
