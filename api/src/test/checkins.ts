import { expect } from 'vitest';
import { type TestProduct, studentToken } from './harness.js';

export type Message = { role: string; content: string };
/** An instance being taken: its id, the token taking it (a student's, or its teacher's in a preview), the messages so far. */
export type CheckIn = { id: string; token: string; messages: Message[] };
type Reply = { status: number; body: any };
/** What one answer got back: the AI's reply (with shouldEnd) and the answer's rating. */
export type Turn = { reply: Reply; rating: Reply };

const call = (product: TestProduct, path: string, body: unknown, token: string) =>
  product.api('POST', `/assessment_instances/${path}`, body, token);

/** The createAssessmentInstance call, answered as it is: its status and body. */
export function createInstance(
  product: TestProduct,
  token: string,
  body: { assessmentTemplateId: string; session_id?: string; student_name?: string | null },
): Promise<Reply> {
  return call(product, 'createAssessmentInstance', body, token);
}

/** A new instance of the template, in the session if given, started: the AI's first question is its first message. */
export async function openCheckIn(
  product: TestProduct,
  token: string,
  room: { templateId: string; sessionId?: string },
  name?: string | null,
): Promise<CheckIn> {
  const created = await createInstance(product, token, {
    assessmentTemplateId: room.templateId,
    session_id: room.sessionId,
    ...(name === undefined ? {} : { student_name: name }),
  });
  expect(created.status).toBe(201);
  const id: string = created.body.assessmentInstanceId;
  const started = await call(product, 'startAssessmentInstance', { assessmentInstanceId: id }, token);
  expect(started.status).toBe(200);
  return { id, token, messages: [{ role: 'assistant', content: started.body.message.content }] };
}

/** A student's instance in the session, started. */
export async function startCheckIn(
  product: TestProduct,
  room: { templateId: string; sessionId: string },
  name: string | null = null,
) {
  return openCheckIn(product, await studentToken(product, room.sessionId), room, name);
}

/** One answer, the AI's reply to it and the answer's rating, as the student's page asks for them. */
export async function answer(product: TestProduct, checkIn: CheckIn, text: string): Promise<Turn> {
  checkIn.messages.push({ role: 'user', content: text });
  const body = { assessmentInstanceId: checkIn.id, messages: checkIn.messages };
  const reply = await call(product, 'getNextResponse', body, checkIn.token);
  expect(reply.status).toBe(200);
  checkIn.messages.push({ role: 'assistant', content: reply.body.message.content });
  return { reply, rating: await lastRating(product, checkIn, checkIn.token) };
}

/** getRatingForLastResponse on the check-in, as the holder of `token` reads it. */
async function lastRating(product: TestProduct, checkIn: CheckIn, token: string): Promise<Reply> {
  const body = { assessmentInstanceId: checkIn.id, messages: checkIn.messages };
  const rating = await call(product, 'getRatingForLastResponse', body, token);
  expect(rating.status).toBe(200);
  return rating;
}

/**
 * The AI's rating of the check-in's last answer as a teacher (`token`) reads it: whole, where its student reads nothing
 * of it while the examiner is still on its question.
 */
export async function teacherRatingOf(product: TestProduct, checkIn: CheckIn, token: string): Promise<number | null> {
  return (await lastRating(product, checkIn, token)).body.data.rating;
}

/**
 * Takes a started check-in to its end: answers (the last one again if the AI asks more) until the AI ends the
 * conversation, each rated, then the overall rating, whose reply it returns. `onTurn` sees each turn as it comes.
 */
export async function finishCheckIn(
  product: TestProduct,
  checkIn: CheckIn,
  answers: readonly string[],
  options: { maxTurns?: number; onTurn?: (turn: Turn) => void } = {},
): Promise<Reply> {
  const { maxTurns = answers.length * 2 + 2, onTurn } = options;
  for (let i = 0; ; i++) {
    expect(i).toBeLessThan(maxTurns);
    const turn = await answer(product, checkIn, answers[Math.min(i, answers.length - 1)]!);
    onTurn?.(turn);
    if (turn.reply.body.shouldEnd) break;
  }
  const overall = await call(
    product,
    'getRatingForEntireConversation',
    { assessmentInstanceId: checkIn.id, messages: checkIn.messages },
    checkIn.token,
  );
  expect(overall.status).toBe(200);
  return overall;
}

/** A student's whole check-in: started, every answer given, then the overall rating. */
export async function takeCheckIn(
  product: TestProduct,
  room: { templateId: string; sessionId: string },
  answers: readonly string[],
  name: string | null = null,
) {
  const checkIn = await startCheckIn(product, room, name);
  await finishCheckIn(product, checkIn, answers);
  return checkIn;
}
