// The teacher a benchmark signs in as, and their socket in a session's room, as the report page keeps it.
import { connectSocket } from './api-client.mjs';

/** The options naming the teacher (the demo teacher by default), for parseArgs. */
export const TEACHER_OPTIONS = {
  email: { type: 'string', default: process.env.BENCH_TEACHER_EMAIL ?? 'teacher@checkin.local' },
  password: { type: 'string', default: process.env.BENCH_TEACHER_PASSWORD ?? 'checkin-demo' },
};

/** The teacher's session (access_token and the rest); a teacher who cannot sign in ends the benchmark, saying what to pass. */
export async function signInTeacher(call, { email, password }) {
  try {
    return await call('/auth/v1/token?grant_type=password', { email, password });
  } catch (error) {
    console.error(`Could not sign in ${email} (${error.message}): pass --email and --password of a teacher.`);
    process.exit(1);
  }
}

/** The teacher's socket in the session's room; `onEvent` hears its events from the join on. */
export async function sessionSocket(base, token, sessionId, onEvent) {
  const socket = await connectSocket(base, token);
  if (onEvent) socket.on('instance.event', onEvent);
  const joined = await socket.emitWithAck('join', { room: `session:${sessionId}` });
  if (!joined.ok) throw new Error(`the teacher may not join session:${sessionId}: ${joined.error}`);
  return socket;
}

/**
 * A CheckIn of `questions` questions on the water cycle, named `name` with the time, and a session of it for `className`
 * (`room`: templateId, sessionId); `close` archives the CheckIn, so that benchmarks do not crowd the teacher's list.
 */
export async function openClass(call, token, { name, questions, className }) {
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const template = await call(
    '/assessment_templates/createAssessmentTemplate',
    { name: `${name} ${stamp}`, grade: '5', topic: 'Water Cycle', numberOfQuestions: questions },
    token,
  );
  const templateId = template.data.id;
  const session = await call('/sessions/createSession', { assessment_template_id: templateId, name: className }, token);
  const close = () =>
    call(
      '/assessment_templates/archiveTemplateById',
      { assessmentTemplateId: templateId, archive: true },
      token,
      'PATCH',
    );
  return { templateId, sessionId: session.data.session_id, close };
}
