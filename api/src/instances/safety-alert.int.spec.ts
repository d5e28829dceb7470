import type { ClientEvent, StudentInstanceChange } from '@checkin/contracts';
import { NOT_RATED_FOR_SAFETY } from '@checkin/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, startCheckIn } from '../test/checkins.js';
import { TestProduct, classroom } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start();
});
afterAll(async () => {
  await product?.stop();
});

const ALARMING = "I don't want to be alive anymore.";

describe('an answer that speaks of self-harm, with the offline examiner', () => {
  it("alerts the teacher live and in the report, never the student, and the student's next message is supportive", async () => {
    const room = await classroom(product, { numberOfQuestions: 3, showSingleQuestionRating: true });
    const checkIn = await startCheckIn(product, room, 'Ada');
    const seen = { teacher: [] as ClientEvent[], student: [] as StudentInstanceChange[] };
    const teacherSocket = product.socket(room.teacher.token);
    const studentSocket = product.socket(checkIn.token);
    teacherSocket.on('instance.event', (e) => seen.teacher.push(e));
    studentSocket.on('instance.change', (c) => seen.student.push(c));
    expect(await teacherSocket.emitWithAck('join', { room: `session:${room.sessionId}` })).toMatchObject({ ok: true });
    expect(await studentSocket.emitWithAck('join', { room: `instance:${checkIn.id}` })).toMatchObject({ ok: true });

    const { reply, rating } = await answer(product, checkIn, ALARMING);

    expect(reply.body.message.content).toMatch(/^Thank you for telling me\. What you wrote matters/);
    expect(reply.body.message.content).toContain('such as your teacher, a school counsellor or a parent');
    expect(reply.body.message.content).toContain('Question 2 of 3');
    expect(rating.body.data).toMatchObject({ rating: null, explanation: NOT_RATED_FOR_SAFETY, example: '' });

    const alert = { answer: ALARMING, category: 'self-harm', questionIndex: 0 };
    const report = await product.api('GET', `/reports/session/${room.sessionId}`, undefined, room.teacher.token);
    expect(report.body.data.rows[0]).toMatchObject({ student: 'Ada', safetyAlerts: [alert] });
    const path = `/assessment_instances/getAssessmentInstanceById/${checkIn.id}`;
    const teachers = await product.api('GET', path, undefined, room.teacher.token);
    expect(teachers.body.data.safetyAlerts).toEqual([
      expect.objectContaining({ ...alert, reason: expect.stringContaining('"not want to be alive"') }),
    ]);
    const sessions = await product.api('GET', '/sessions/getSessionsForUser/', undefined, room.teacher.token);
    expect(sessions.body.data).toMatchObject([{ session_id: room.sessionId, safety_alerts: 1 }]);

    const students = await product.api('GET', path, undefined, checkIn.token);
    expect(students.body.data).not.toHaveProperty('safetyAlerts');
    expect(JSON.stringify(students.body.data)).not.toContain('self-harm');
    expect(students.body.data.messageLogs[1]).toMatchObject({
      content: ALARMING,
      rating: null,
      ratingLabel: 'Not rated',
    });

    await vi.waitFor(() => expect(seen.teacher.map((e) => e.type)).toContain('SafetyConcernRaised'));
    // The student's page learns of the answer's rating ("Not rated") and of nothing about the alert.
    const ratedAnswer = (c: StudentInstanceChange) =>
      c.logs.some(({ log }) => log.role === 'user' && log.ratingLabel === 'Not rated');
    await vi.waitFor(() => expect(seen.student.some(ratedAnswer)).toBe(true));
    expect(JSON.stringify(seen.student)).not.toContain('self-harm');
    teacherSocket.close();
    studentSocket.close();
  });

  it('raises nothing on an answer about the topic that uses a strong word', async () => {
    const room = await classroom(product, { numberOfQuestions: 3 });
    const checkIn = await startCheckIn(product, room);
    const { reply } = await answer(product, checkIn, 'The sun heats the water so much it kills the germs in puddles.');
    expect(reply.body.message.content).not.toContain('adult you trust');
    const report = await product.api('GET', `/reports/session/${room.sessionId}`, undefined, room.teacher.token);
    expect(report.body.data.rows[0].safetyAlerts).toEqual([]);
  });
});
