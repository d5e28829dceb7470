// A simulated student who takes a check-in by the spec's synchronous calls, as a client of the API would.
import { ANSWERS } from './class-answers.mjs';

/**
 * Opens the session's link and starts a check-in of its CheckIn (`room`: sessionId, templateId). `answer(turn)` sends
 * the turn-th answer (from `first` on in ANSWERS) and waits for the examiner's reply: true when it ends the
 * conversation; `onSend` is told the instance's id as each answer leaves. `finish` asks for the overall rating.
 */
export async function specStudent(call, room, { name, first = 0, onSend = () => {} }) {
  const { token } = await call('/sessions/gettokenforsession', { session_id: room.sessionId });
  const created = await call(
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: room.templateId, session_id: room.sessionId, student_name: name },
    token,
  );
  const id = created.assessmentInstanceId;
  const started = await call('/assessment_instances/startAssessmentInstance', { assessmentInstanceId: id }, token);
  const messages = [{ role: 'assistant', content: started.message.content }];
  const answer = async (turn) => {
    messages.push({ role: 'user', content: ANSWERS[(first + turn) % ANSWERS.length] });
    onSend(id);
    const reply = await call('/assessment_instances/getNextResponse', { assessmentInstanceId: id, messages }, token);
    messages.push({ role: 'assistant', content: reply.message.content });
    return reply.shouldEnd;
  };
  const finish = () =>
    call('/assessment_instances/getRatingForEntireConversation', { assessmentInstanceId: id }, token);
  return { id, answer, finish };
}
