import type { ClientEvent, InstanceDocument, MessageLog, StudentInstanceChange } from '@checkin/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckIn, answer, startCheckIn } from '../test/checkins.js';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

/**
 * What a student reads of their own check-in after the teacher reviewed it: the template asks for no single
 * ratings (showSingleQuestionRating false), the teacher overrode the first answer's rating with a note and
 * flagged it.
 */

const NOTE = 'Looks copied from Sam: talk to her';
const FIRST = {
  question: 'Why does a puddle dry up on a sunny day?',
  key: {
    modelAnswer: 'The sun heats the water and it evaporates into the air as water vapour.',
    keyPoints: ['the sun heats the water', 'the water evaporates / turns into vapour'],
    misconceptions: ['the ground drinks the puddle'],
  },
};
const LATER = {
  question: 'What do clouds form from when the vapour rises and cools?',
  key: {
    modelAnswer: 'The vapour cools and condenses into tiny droplets of water that make up clouds.',
    keyPoints: ['the vapour condenses into droplets'],
    misconceptions: ['clouds are made of smoke'],
  },
};

let product: TestProduct;
let room: Awaited<ReturnType<typeof classroom>>;
let checkIn: CheckIn;
let answerId: string;
const sockets: Socket[] = [];
const studentChanges: StudentInstanceChange[] = [];
const teacherEvents: ClientEvent[] = [];

const byId = (token: string) =>
  product.api('GET', `/assessment_instances/getAssessmentInstanceById/${checkIn.id}`, undefined, token);
const review = (path: string, body: Record<string, unknown>) =>
  product.api(
    'POST',
    `/assessment_instances/${path}`,
    { assessmentInstanceId: checkIn.id, ...body },
    room.teacher.token,
  );
const answerLog = (doc: { messageLogs: Array<{ role: string }> }) => doc.messageLogs.find((l) => l.role === 'user')!;

/** A socket in the instance's room, gathering what it is sent: events to a teacher, changes to the student. */
async function following(token: string, events: ClientEvent[], changes: StudentInstanceChange[] = []): Promise<void> {
  const socket = product.socket(token);
  sockets.push(socket);
  socket.on('instance.event', (e) => events.push(e));
  socket.on('instance.change', (c) => changes.push(c));
  expect(await socket.emitWithAck('join', { room: `instance:${checkIn.id}` })).toMatchObject({ ok: true });
}

/** What a socket joining again from the start is replayed. */
async function replayed(token: string): Promise<ClientEvent[]> {
  const socket = product.socket(token);
  const received: ClientEvent[] = [];
  socket.on('instance.event', (e) => received.push(e));
  const joined = await socket.emitWithAck('join', { room: `instance:${checkIn.id}`, after: '0' });
  socket.disconnect();
  expect(joined).toEqual({ ok: true, replayed: received.length });
  return received;
}

beforeAll(async () => {
  product = await TestProduct.start();
  room = await classroom(product, { numberOfQuestions: 2, customQuestions: [FIRST, LATER] });
  checkIn = await startCheckIn(product, room, 'Ada');
  await following(checkIn.token, [], studentChanges);
  await following(room.teacher.token, teacherEvents);
  await answer(product, checkIn, 'The sun heats the puddle and the water evaporates into vapour.');
  const teacherDoc = (await byId(room.teacher.token)).body.data as InstanceDocument;
  answerId = (answerLog(teacherDoc) as MessageLog).messageId;
  expect((await review('overrideRating', { answerMessageId: answerId, rating: 1, note: NOTE })).status).toBe(200);
  expect((await review('flagAnswer', { answerMessageId: answerId })).status).toBe(200);
  // The student's own change after the review: once its event reaches the student, so would the review's.
  const renamed = await product.api(
    'PUT',
    '/assessment_instances/logAssessmentInstance',
    { assessmentInstanceId: checkIn.id, logObject: { student_name: 'Ada L' } },
    checkIn.token,
  );
  expect(renamed.status).toBe(200);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await product?.stop();
});

/** The instance as its student and as its teacher read it. */
async function bothViews() {
  const [student, teacher] = await Promise.all([byId(checkIn.token), byId(room.teacher.token)]);
  return { student: student.body.data, teacher: teacher.body.data as InstanceDocument };
}

describe("the student's own instance, beside the teacher's", () => {
  it("leaves out the teacher's override, its note and the teacher's id, which the teacher keeps", async () => {
    const { student, teacher } = await bothViews();
    expect(answerLog(student)).not.toHaveProperty('ratingOverride');
    expect(answerLog(student)).not.toHaveProperty('effectiveRating');
    expect(student).not.toHaveProperty('overallReview');
    expect(student).not.toHaveProperty('owner_id');
    expect(JSON.stringify(student)).not.toContain(NOTE);
    expect(JSON.stringify(student)).not.toContain(room.teacher.id);
    expect((answerLog(teacher) as MessageLog).ratingOverride).toMatchObject({
      rating: 1,
      note: NOTE,
      teacherId: room.teacher.id,
    });
    expect(teacher.owner_id).toBe(room.teacher.id);
  });

  it("leaves out the teacher's flag on the answer", async () => {
    const { student, teacher } = await bothViews();
    expect(answerLog(student)).not.toHaveProperty('flagged');
    expect((answerLog(teacher) as MessageLog).flagged).toBe(true);
  });

  it("hides each answer's rating and explanation when the template does not show single ratings", async () => {
    const { student, teacher } = await bothViews();
    expect(student.showSingleQuestionRating).toBe(false);
    expect(answerLog(student)).toMatchObject({ rating: null, ratingLabel: null, explanation: null, ratingScale: null });
    expect(answerLog(teacher)).toMatchObject({ rating: expect.any(Number), explanation: expect.any(String) });
  });

  it('leaves out the answer key and its verdicts, the prompts and the token counts', async () => {
    const { student, teacher } = await bothViews();
    expect(answerLog(student)).not.toHaveProperty('answerKey');
    expect(answerLog(student)).not.toHaveProperty('keyPoints');
    for (const field of ['token_usage', 'question_prompt_id', 'rating_prompt_id', 'conversation_prompt_id']) {
      expect(student).not.toHaveProperty(field);
    }
    expect(JSON.stringify(student)).not.toContain(FIRST.key.misconceptions[0]);
    expect((answerLog(teacher) as MessageLog).answerKey).toEqual(FIRST.key);
    expect(teacher.token_usage['gpt-4'].total_tokens).toBeGreaterThan(0);
  });

  it('is what the calls that answer a student with their instance give back too', async () => {
    const logged = await product.api(
      'PUT',
      '/assessment_instances/logAssessmentInstance',
      { assessmentInstanceId: checkIn.id, logObject: { student_name: 'Ada Lovelace' } },
      checkIn.token,
    );
    expect(logged.status).toBe(200);
    expect(answerLog(logged.body.data)).not.toHaveProperty('ratingOverride');
    expect(answerLog(logged.body.data)).toMatchObject({ rating: null, explanation: null });
  });
});

describe("the rating calls, as the student's page asks for them", () => {
  const rateLast = (token: string) =>
    product.api(
      'POST',
      '/assessment_instances/getRatingForLastResponse',
      { assessmentInstanceId: checkIn.id, messages: checkIn.messages },
      token,
    );

  it('answer the student no rating the template hides, and the teacher the whole rating', async () => {
    const [student, teacher] = await Promise.all([rateLast(checkIn.token), rateLast(room.teacher.token)]);
    expect(student.status).toBe(200);
    expect(student.body.data).toMatchObject({ rating: null, ratingLabel: null, explanation: null, ratingScale: null });
    expect(student.body.data.example).toBe(FIRST.key.modelAnswer);
    expect(teacher.body.data).toMatchObject({
      rating: expect.any(Number),
      explanation: expect.any(String),
      example: FIRST.key.modelAnswer,
    });
  });
});

describe("the student's template", () => {
  const template = (token: string) =>
    product.api('GET', `/assessment_templates/getAssessmentTemplateById/${room.templateId}`, undefined, token);

  it("is what the check-in page needs: not the teacher's questions, their keys or the prompts", async () => {
    const reply = await template(checkIn.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      id: room.templateId,
      assessmentTemplateId: room.templateId,
      name: 'Water cycle',
      grade: '5',
      topic: 'Water Cycle',
      numberOfQuestions: 2,
      rating_scale_id: expect.any(String),
      showSingleQuestionRating: false,
      showOverallRating: true,
      showExampleAnswer: true,
      showOverallFeedback: true,
      allowRetakes: false,
    });
    expect(JSON.stringify(reply.body.data)).not.toContain(LATER.question);
    // Its teacher reads it whole, the questions still to be asked and their keys included.
    const whole = await template(room.teacher.token);
    expect(whole.body.data.customQuestions).toEqual([FIRST, LATER]);
    expect(whole.body.data.question_prompt_id).toEqual(expect.any(String));
  });

  it('tells the student when the teacher allows starting again, so the page can offer it', async () => {
    const retakes = await classroom(product, { allowRetakes: true });
    const token = await studentToken(product, retakes.sessionId);
    const reply = await product.api(
      'GET',
      `/assessment_templates/getAssessmentTemplateById/${retakes.templateId}`,
      undefined,
      token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.allowRetakes).toBe(true);
  });
});

describe("the student's live channel", () => {
  const REVIEW = ['RatingOverridden', 'RatingOverrideCleared', 'AnswerFlagged', 'AnswerUnflagged'];

  it("carries nothing of the review and no hidden rating, where the teacher's carries them", async () => {
    await expect.poll(() => studentChanges.map((c) => c.head.student_name)).toContain('Ada L');
    await expect.poll(() => teacherEvents.map((e) => e.type)).toContain('InstanceDetailsUpdated');
    const answerLogs = studentChanges.flatMap((c) => c.logs.map(({ log }) => log)).filter((l) => l.role === 'user');
    expect(answerLogs.map((l) => l.messageId)).toContain(answerId);
    for (const log of answerLogs) {
      expect(log).toMatchObject({ rating: null, ratingLabel: null, explanation: null });
      for (const field of ['answerKey', 'keyPoints', 'ratingOverride', 'effectiveRating', 'flagged']) {
        expect(log).not.toHaveProperty(field);
      }
    }
    expect(JSON.stringify(studentChanges)).not.toContain(NOTE);
    expect(JSON.stringify(studentChanges)).not.toContain(room.teacher.id);
    expect(JSON.stringify(studentChanges)).not.toContain(LATER.key.modelAnswer);
    expect(teacherEvents.map((e) => e.type)).toEqual(expect.arrayContaining(['RatingOverridden', 'AnswerFlagged']));
    expect(teacherEvents.find((e) => e.type === 'RatingOverridden')!.data).toMatchObject({ note: NOTE });
  });

  it('replays to a returning student what they missed in the same view', async () => {
    // Events of transactions still running anywhere on the server are held back: ask until the replay is whole.
    let events: ClientEvent[] = [];
    await expect
      .poll(async () => (events = await replayed(checkIn.token)).map((e) => e.type))
      .toContain('InstanceDetailsUpdated');
    expect(events[0]).toMatchObject({ type: 'InstanceCreated', data: { instanceId: checkIn.id } });
    expect(events[0]!.data).not.toHaveProperty('settings');
    expect(events.filter((e) => REVIEW.includes(e.type))).toEqual([]);
    expect(JSON.stringify(events)).not.toContain(NOTE);
    expect(JSON.stringify(events)).not.toContain(LATER.key.modelAnswer);
    const teacherReplay = await replayed(room.teacher.token);
    expect(teacherReplay.map((e) => e.type)).toEqual(expect.arrayContaining(['RatingOverridden', 'AnswerFlagged']));
  });
});
