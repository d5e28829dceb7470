import type { InstanceDocument, SessionReport } from '@checkin/contracts';
import { ABANDONED_MESSAGE } from '@checkin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, startCheckIn } from '../test/checkins.js';
import { TestProduct, classroom } from '../test/harness.js';

/** Six seconds: long enough for the turns below on a busy machine, short enough to wait for. */
const IDLE_MINUTES = '0.1';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ workerEnv: { INSTANCE_IDLE_MINUTES: IDLE_MINUTES } });
});
afterAll(async () => {
  await product?.stop();
});

const byId = (id: string, token: string) =>
  product.api<{ data: InstanceDocument }>(
    'GET',
    `/assessment_instances/getAssessmentInstanceById/${id}`,
    undefined,
    token,
  );

describe('a check-in the student left before the end', () => {
  it('is abandoned by the worker after the idle time, and counts as abandoned, not in progress', async () => {
    const room = await classroom(product, { numberOfQuestions: 3 });
    const checkIn = await startCheckIn(product, room, 'Ada');
    await answer(product, checkIn, 'Water evaporates when the sun heats it and rises as vapor.');
    const before = (await byId(checkIn.id, checkIn.token)).body.data;
    expect(before.state).toBe('Started');

    // The student closes the tab: nothing more happens, and the worker's sweep closes the check-in.
    await expect
      .poll(async () => (await byId(checkIn.id, checkIn.token)).body.data.state, { timeout: 20_000, interval: 250 })
      .toBe('Abandoned');

    const report = await product.api<{ data: SessionReport }>(
      'GET',
      `/reports/session/${room.sessionId}`,
      undefined,
      room.teacher.token,
    );
    expect(report.status).toBe(200);
    expect(report.body.data.summary).toMatchObject({ students: 1, started: 1, inProgress: 0, abandoned: 1 });
    expect(report.body.data.rows[0]).toMatchObject({
      state: 'Abandoned',
      progress: { completed: before.number_of_questions_completed, total: 3 },
    });
    expect(report.body.data.rows[0]!.questions[0]!.answers).toHaveLength(1);

    const list = await product.api<{ data: InstanceDocument[] }>(
      'GET',
      `/assessment_instances/getAssessmentInstancesForSessionId/${room.sessionId}`,
      undefined,
      room.teacher.token,
    );
    expect(list.body.data[0]).toMatchObject({ state: 'Abandoned', abandoned_at: expect.any(String) });
    const sessions = await product.api(
      'GET',
      `/sessions/getSessionsForTemplateId/${room.templateId}`,
      undefined,
      room.teacher.token,
    );
    expect(sessions.body.data[0].counts).toMatchObject({ in_progress: 0 });
  });

  it("answers the student's return with a message saying what happened and what to do", async () => {
    const room = await classroom(product, { numberOfQuestions: 3 });
    const checkIn = await startCheckIn(product, room);
    await expect
      .poll(async () => (await byId(checkIn.id, checkIn.token)).body.data.state, { timeout: 20_000, interval: 250 })
      .toBe('Abandoned');

    const late = await product.api(
      'POST',
      '/assessment_instances/getNextResponse',
      {
        assessmentInstanceId: checkIn.id,
        messages: [...checkIn.messages, { role: 'user', content: 'Sorry, I was away. It evaporates.' }],
      },
      checkIn.token,
    );
    expect(late.status).toBe(409);
    expect(late.body.errorMessage).toBe(ABANDONED_MESSAGE);
    const doc = (await byId(checkIn.id, checkIn.token)).body.data;
    expect(doc.displayMessages.filter((m) => m.role === 'user')).toHaveLength(0);
  });
});
