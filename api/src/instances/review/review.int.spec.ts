import type { ClientEvent, InstanceDocument, MessageLog, SessionReport } from '@checkin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckIn, answer, startCheckIn, takeCheckIn } from '../../test/checkins.js';
import { TestProduct, classroom, organisation } from '../../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start();
});
afterAll(async () => {
  await product?.stop();
});

const ANSWERS = [
  'Water evaporates when the sun heats it and turns into water vapor.',
  'The vapor cools and condenses into tiny drops that make clouds.',
];

const post = (path: string, body: unknown, token: string) =>
  product.api('POST', `/assessment_instances/${path}`, body, token);
const answers = (doc: InstanceDocument) => doc.messageLogs.filter((l): l is MessageLog => l.role === 'user');

type Room = Awaited<ReturnType<typeof classroom>>;
/** The instance as the room's teacher reads it. */
const instanceDoc = async (room: Room, id: string) =>
  (await product.api('GET', `/assessment_instances/getAssessmentInstanceById/${id}`, undefined, room.teacher.token))
    .body.data as InstanceDocument;
const sessionReport = async (room: Room) =>
  (await product.api('GET', `/reports/session/${room.sessionId}`, undefined, room.teacher.token)).body
    .data as SessionReport;
/** Answers the first question: the id of the answer, as the teacher sees it once rated. */
async function answerFirst(room: Room, checkIn: CheckIn) {
  await answer(product, checkIn, ANSWERS[0]!);
  return answers(await instanceDoc(room, checkIn.id))[0]!.messageId;
}

describe('overriding a rating', () => {
  it("keeps the AI's rating beside the teacher's, replaces it when done again, and clears it", async () => {
    const room = await classroom(product, { numberOfQuestions: 2 });
    const { id } = await takeCheckIn(product, room, ANSWERS, 'Ada');
    const before = await instanceDoc(room, id);
    const first = answers(before)[0]!;
    const aiRating = first.rating!;
    const teacherRating = aiRating === 4 ? 1 : 4;

    const overridden = await post(
      'overrideRating',
      {
        assessmentInstanceId: id,
        answerMessageId: first.messageId,
        rating: teacherRating,
        note: ' Fuller than it looks ',
      },
      room.teacher.token,
    );
    expect(overridden.status).toBe(200);
    expect(answers(overridden.body.data)[0]).toMatchObject({
      rating: aiRating,
      ratingOverride: { rating: teacherRating, note: 'Fuller than it looks', teacherId: room.teacher.id },
      effectiveRating: teacherRating,
    });

    const again = await post(
      'overrideRating',
      { assessmentInstanceId: id, answerMessageId: first.messageId, rating: 2 },
      room.teacher.token,
    );
    expect(answers(again.body.data)[0]).toMatchObject({
      rating: aiRating,
      ratingOverride: { rating: 2, note: '' },
      effectiveRating: 2,
    });

    const overall = await post(
      'overrideRating',
      { assessmentInstanceId: id, rating: 3, note: 'Overall fine' },
      room.teacher.token,
    );
    expect(overall.body.data.overallReview).toMatchObject({ ratingOverride: { rating: 3 }, effectiveRating: 3 });

    const report = await sessionReport(room);
    // The first answer to question 1 (a follow-up's answer, if the AI asked one, counts for the question).
    expect(report.rows[0]!.questions[0]!.answers[0]).toMatchObject({ aiRating, effectiveRating: 2 });
    expect(report.rows[0]!.overall).toMatchObject({ effectiveRating: 3 });

    const cleared = await post(
      'clearRatingOverride',
      { assessmentInstanceId: id, answerMessageId: first.messageId },
      room.teacher.token,
    );
    expect(answers(cleared.body.data)[0]).toMatchObject({
      rating: aiRating,
      ratingOverride: null,
      effectiveRating: aiRating,
    });
    const clearedOverall = await post('clearRatingOverride', { assessmentInstanceId: id }, room.teacher.token);
    expect(clearedOverall.body.data.overallReview.ratingOverride).toBeNull();
  });

  it('refuses ratings off the scale, AI messages, unrated answers, other teachers and students', async () => {
    const room = await classroom(product, { numberOfQuestions: 2 });
    const checkIn = await startCheckIn(product, room);
    const question = (await instanceDoc(room, checkIn.id)).messageLogs[0]!.messageId;
    const answerId = await answerFirst(room, checkIn);
    const body = { assessmentInstanceId: checkIn.id, answerMessageId: answerId, rating: 3 };

    expect((await post('overrideRating', { ...body, rating: 9 }, room.teacher.token)).status).toBe(400);
    expect((await post('overrideRating', { ...body, rating: 'high' }, room.teacher.token)).body.errors[0].field).toBe(
      'rating',
    );
    expect((await post('overrideRating', { ...body, answerMessageId: question }, room.teacher.token)).status).toBe(400);
    expect((await post('overrideRating', { ...body, answerMessageId: 'nope' }, room.teacher.token)).status).toBe(404);
    expect(
      (await post('overrideRating', { assessmentInstanceId: checkIn.id, rating: 3 }, room.teacher.token)).status,
    ).toBe(409);

    const stranger = await product.teacher();
    expect((await post('overrideRating', body, stranger.token)).status).toBe(404);
    expect((await post('flagAnswer', body, stranger.token)).status).toBe(404);
    expect((await post('overrideRating', body, checkIn.token)).status).toBe(403);
    expect((await post('flagAnswer', body, checkIn.token)).status).toBe(403);

    const admin = await product.teacher();
    await organisation(product, admin.id, [room.teacher.id]);
    const byAdmin = await post('overrideRating', body, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(answers(byAdmin.body.data)[0]!.ratingOverride).toMatchObject({ rating: 3, teacherId: admin.id });
  });
});

describe('flagging an answer', () => {
  it('marks it for follow-up, once, and unmarks it', async () => {
    const room = await classroom(product, { numberOfQuestions: 1 });
    const checkIn = await startCheckIn(product, room, 'Ada');
    const body = { assessmentInstanceId: checkIn.id, answerMessageId: await answerFirst(room, checkIn) };
    const flagged = await post('flagAnswer', body, room.teacher.token);
    expect(flagged.status).toBe(200);
    expect(answers(flagged.body.data)[0]!.flagged).toBe(true);
    expect((await post('flagAnswer', body, room.teacher.token)).body.data.version).toBe(flagged.body.data.version);
    const report = await sessionReport(room);
    expect(report.summary.flaggedAnswers).toBe(1);
    expect(report.rows[0]!.questions[0]!.flagged).toBe(true);
    const unflagged = await post('unflagAnswer', body, room.teacher.token);
    expect(answers(unflagged.body.data)[0]!.flagged).toBe(false);
  });
});

describe('live reports', () => {
  it("reach the teacher's session and template rooms as the student answers and the teacher reviews", async () => {
    const room = await classroom(product, { numberOfQuestions: 2 });
    const sessionSocket = product.socket(room.teacher.token);
    const templateSocket = product.socket(room.teacher.token);
    const inSession: ClientEvent[] = [];
    const inTemplate: ClientEvent[] = [];
    sessionSocket.on('instance.event', (e) => inSession.push(e));
    templateSocket.on('instance.event', (e) => inTemplate.push(e));
    expect(await sessionSocket.emitWithAck('join', { room: `session:${room.sessionId}` })).toMatchObject({ ok: true });
    expect(await templateSocket.emitWithAck('join', { room: `template:${room.templateId}` })).toMatchObject({
      ok: true,
    });
    const types = () => inSession.map((e) => e.type);

    const checkIn = await startCheckIn(product, room, 'Ada');
    await expect.poll(types).toEqual(['InstanceCreated', 'InstanceStarted', 'AiReplied']);
    await answer(product, checkIn, ANSWERS[0]!);
    await expect.poll(() => types().filter((t) => t === 'AnswerRated').length).toBe(1);
    expect(types()).toContain('AnswerSubmitted');
    // Each update is the instance's next version: the page can tell when it missed one.
    expect(inSession.map((e) => e.version)).toEqual(inSession.map((_, i) => i + 1));

    const answerMessageId = answers(await instanceDoc(room, checkIn.id))[0]!.messageId;
    await post('overrideRating', { assessmentInstanceId: checkIn.id, answerMessageId, rating: 4 }, room.teacher.token);
    await expect.poll(() => inSession.at(-1)?.type).toBe('RatingOverridden');
    expect(inSession.at(-1)).toMatchObject({
      instanceId: checkIn.id,
      sessionId: room.sessionId,
      data: { answerMessageId, rating: 4 },
    });
    await post('flagAnswer', { assessmentInstanceId: checkIn.id, answerMessageId }, room.teacher.token);
    await expect.poll(() => inSession.at(-1)?.type).toBe('AnswerFlagged');
    await product.api(
      'DELETE',
      `/assessment_instances/deleteAssessmentInstance/${checkIn.id}`,
      undefined,
      room.teacher.token,
    );
    await expect.poll(() => inSession.at(-1)?.type).toBe('InstanceDeleted');
    // Gone for its student too: their page may no longer follow it.
    const student = product.socket(checkIn.token);
    expect(await student.emitWithAck('join', { room: `instance:${checkIn.id}` })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    student.disconnect();

    await expect.poll(() => inTemplate.map((e) => e.type)).toEqual(types());
    sessionSocket.disconnect();
    templateSocket.disconnect();
  });

  it("lets an admin of the teacher's organisation join the rooms, and no other admin", async () => {
    const room = await classroom(product);
    const admin = await product.teacher();
    const otherAdmin = await product.teacher();
    await organisation(product, admin.id, [room.teacher.id]);
    await organisation(product, otherAdmin.id, []);
    const mine = product.socket(admin.token);
    expect(await mine.emitWithAck('join', { room: `session:${room.sessionId}` })).toMatchObject({ ok: true });
    expect(await mine.emitWithAck('join', { room: `template:${room.templateId}` })).toMatchObject({ ok: true });
    mine.disconnect();
    const theirs = product.socket(otherAdmin.token);
    expect(await theirs.emitWithAck('join', { room: `session:${room.sessionId}` })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    theirs.disconnect();
  });
});
