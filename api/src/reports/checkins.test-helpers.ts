import { expect } from 'vitest';
import { type TestProduct, studentToken } from '../test/harness.js';

type Room = { templateId: string; sessionId: string };

/** A student's instance in the session, started: its id, the student's token and the messages so far. */
export async function startCheckIn(product: TestProduct, room: Room, name: string | null = null) {
  const token = await studentToken(product, room.sessionId);
  const created = await product.api(
    'POST',
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: room.templateId, session_id: room.sessionId, student_name: name },
    token,
  );
  expect(created.status).toBe(201);
  const id: string = created.body.assessmentInstanceId;
  const started = await product.api(
    'POST',
    '/assessment_instances/startAssessmentInstance',
    { assessmentInstanceId: id },
    token,
  );
  expect(started.status).toBe(200);
  const messages: Array<{ role: string; content: string }> = [
    { role: 'assistant', content: started.body.message.content },
  ];
  return { id, token, messages };
}

/** One answer, the AI's reply to it and the answer's rating, as the student's page asks for them. */
export async function answer(
  product: TestProduct,
  checkIn: { id: string; token: string; messages: Array<{ role: string; content: string }> },
  text: string,
): Promise<boolean> {
  checkIn.messages.push({ role: 'user', content: text });
  const reply = await product.api(
    'POST',
    '/assessment_instances/getNextResponse',
    { assessmentInstanceId: checkIn.id, messages: checkIn.messages },
    checkIn.token,
  );
  expect(reply.status).toBe(200);
  checkIn.messages.push({ role: 'assistant', content: reply.body.message.content });
  const rating = await product.api(
    'POST',
    '/assessment_instances/getRatingForLastResponse',
    { assessmentInstanceId: checkIn.id, messages: checkIn.messages },
    checkIn.token,
  );
  expect(rating.status).toBe(200);
  return reply.body.shouldEnd as boolean;
}

/** A whole check-in: every answer given (the last one again if the AI asks more), then the overall rating. */
export async function takeCheckIn(product: TestProduct, room: Room, answers: string[], name: string | null = null) {
  const checkIn = await startCheckIn(product, room, name);
  for (let i = 0; ; i++) {
    expect(i).toBeLessThan(answers.length * 2 + 2);
    if (await answer(product, checkIn, answers[Math.min(i, answers.length - 1)]!)) break;
  }
  const overall = await product.api(
    'POST',
    '/assessment_instances/getRatingForEntireConversation',
    { assessmentInstanceId: checkIn.id, messages: checkIn.messages },
    checkIn.token,
  );
  expect(overall.status).toBe(200);
  return checkIn;
}

/** Makes the user an admin of a new organisation, with the other users as its members. */
export async function organisation(product: TestProduct, adminId: string, memberIds: string[]): Promise<string> {
  const rows: Array<{ id: string }> = await product.db.query(
    `INSERT INTO organizations (name, max_users) VALUES ('Springfield Elementary', 50) RETURNING id`,
  );
  const orgId = rows[0]!.id;
  await product.db.query(`UPDATE users SET organization_id = $1 WHERE id = ANY($2::uuid[])`, [orgId, memberIds]);
  await product.db.query(`UPDATE users SET organization_id = $1, role = 'admin' WHERE id = $2`, [orgId, adminId]);
  return orgId;
}
