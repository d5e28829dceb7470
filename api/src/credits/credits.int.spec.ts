import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../core/clock.js';
import { TestProduct, classroom, monthlyCredits, organisation, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const NO_CREDITS_MESSAGE = 'There was a problem creating the CheckIn let your teacher know';

const credits = (token: string) => product.api('GET', '/credits/getCreditsForUser/', undefined, token);
const useCredits = (token: string, creditsUsed: unknown) =>
  product.api('PATCH', '/credits/useCreditsForUser/', { creditsUsed }, token);

/** A classroom whose teacher is in an organisation (with its admin), and the organisation's id. */
async function schoolClassroom() {
  const room = await classroom(product);
  const admin = await product.teacher();
  const organizationId = await organisation(product, admin.id, [room.teacher.id]);
  return { ...room, admin, organizationId };
}

/** A new student of the session asks for their CheckIn. */
async function studentCreates(room: { templateId: string; sessionId: string }, token?: string) {
  return product.api(
    'POST',
    '/assessment_instances/createAssessmentInstance',
    { assessmentTemplateId: room.templateId, session_id: room.sessionId },
    token ?? (await studentToken(product, room.sessionId)),
  );
}

async function countsOf(organizationId: string, sessionId: string) {
  const [org]: Array<{ num_of_credits: number; credits_month: string }> = await product.db.query(
    `SELECT num_of_credits, to_char(credits_month, 'YYYY-MM-DD') AS credits_month FROM organizations WHERE id = $1`,
    [organizationId],
  );
  const [instances]: Array<{ count: number }> = await product.db.query(
    `SELECT count(*)::int AS count FROM assessment_instances WHERE session_id = $1`,
    [sessionId],
  );
  const [events]: Array<{ count: number }> = await product.db.query(
    `SELECT count(*)::int AS count FROM events e JOIN assessment_instances i ON e.stream_id = 'instance-' || i.id
      WHERE i.session_id = $1`,
    [sessionId],
  );
  return {
    credits: org!.num_of_credits,
    month: org!.credits_month,
    instances: instances!.count,
    events: events!.count,
  };
}

/** Freezes the API's clock at this time. */
function clockAt(time: string) {
  vi.spyOn(product.app.get(Clock), 'now').mockReturnValue(time);
}

describe('GET /credits/getCreditsForUser/', () => {
  it('answers unlimited credits, with "User not in any organization", to a teacher in no organisation', async () => {
    const teacher = await product.teacher();
    expect(await credits(teacher.token)).toEqual({
      status: 200,
      body: {
        message: 'User not in any organization',
        data: { num_of_credits: -1, max_monthly_credits: -1, credit_mode: 'unlimited', refills_at: null },
      },
    });
  });

  it("answers the organisation's monthly credits and when they refill", async () => {
    const { teacher, organizationId } = await schoolClassroom();
    clockAt('2031-05-17T10:00:00.000Z');
    await monthlyCredits(product, organizationId, { left: 7, max: 30, month: '2031-05-01' });
    expect((await credits(teacher.token)).body).toEqual({
      message: "Your organisation's credits",
      data: {
        num_of_credits: 7,
        max_monthly_credits: 30,
        credit_mode: 'monthly',
        refills_at: '2031-06-01T00:00:00.000Z',
      },
    });
  });

  it('answers unlimited credits to a member of an organisation that counts none', async () => {
    const { teacher } = await schoolClassroom();
    const reply = await credits(teacher.token);
    expect(reply.body.data).toEqual({
      num_of_credits: -1,
      max_monthly_credits: -1,
      credit_mode: 'unlimited',
      refills_at: null,
    });
    expect(reply.body.message).not.toBe('User not in any organization');
  });

  it('answers 401 "No token found" without a token, and 403 to a student', async () => {
    expect(await credits('')).toEqual({ status: 401, body: { statusCode: 401, errorMessage: 'No token found' } });
    const { sessionId } = await classroom(product);
    expect((await credits(await studentToken(product, sessionId))).status).toBe(403);
  });
});

describe('PATCH /credits/useCreditsForUser/', () => {
  it("spends the organisation's credits and answers what is left", async () => {
    const { teacher, admin, organizationId } = await schoolClassroom();
    await monthlyCredits(product, organizationId, { left: 5, max: 10 });
    const used = await useCredits(teacher.token, 2);
    expect(used).toMatchObject({ status: 200, body: { data: { num_of_credits: 3, max_monthly_credits: 10 } } });
    // The organisation's credits are shared: the admin sees what the teacher spent.
    expect((await credits(admin.token)).body.data.num_of_credits).toBe(3);
  });

  it('refuses to spend more than is left, saying how many are, and spends nothing', async () => {
    const { teacher, organizationId, sessionId } = await schoolClassroom();
    await monthlyCredits(product, organizationId, { left: 2, max: 10 });
    const refused = await useCredits(teacher.token, 3);
    expect(refused).toEqual({
      status: 402,
      body: {
        statusCode: 402,
        errorMessage: 'Not enough credits: your organisation has 2 left this month.',
        error_code: 'out_of_credits',
      },
    });
    expect((await countsOf(organizationId, sessionId)).credits).toBe(2);
  });

  it('spends nothing of a teacher in no organisation, whose credits are unlimited', async () => {
    const teacher = await product.teacher();
    expect((await useCredits(teacher.token, 4)).body).toEqual({
      message: 'User not in any organization',
      data: { num_of_credits: -1, max_monthly_credits: -1, credit_mode: 'unlimited', refills_at: null },
    });
  });

  it('answers 400 naming creditsUsed when it is not a whole number of at least 1', async () => {
    const teacher = await product.teacher();
    for (const bad of [0, 1.5, 'two', undefined]) {
      const reply = await useCredits(teacher.token, bad);
      expect(reply.status).toBe(400);
      expect(reply.body.errors[0].field).toBe('creditsUsed');
    }
  });
});

describe("a student's CheckIn and credits", () => {
  it("uses one credit of the teacher's organisation when a student starts a CheckIn, and none on a reload", async () => {
    const room = await schoolClassroom();
    await monthlyCredits(product, room.organizationId, { left: 2, max: 10 });
    const token = await studentToken(product, room.sessionId);
    const created = await studentCreates(room, token);
    expect(created.status).toBe(201);
    expect((await countsOf(room.organizationId, room.sessionId)).credits).toBe(1);
    const again = await studentCreates(room, token);
    expect(again.body.assessmentInstanceId).toBe(created.body.assessmentInstanceId);
    expect((await credits(room.teacher.token)).body.data.num_of_credits).toBe(1);
  });

  it('answers a reload with the CheckIn the last credit went to: no credit is asked of one made already', async () => {
    const room = await schoolClassroom();
    await monthlyCredits(product, room.organizationId, { left: 1, max: 10 });
    const token = await studentToken(product, room.sessionId);
    const created = await studentCreates(room, token);
    expect(created.status).toBe(201);
    const before = await countsOf(room.organizationId, room.sessionId);
    expect(before).toMatchObject({ credits: 0, instances: 1 });

    const again = await studentCreates(room, token);
    expect(again.status).toBe(201);
    expect(again.body.assessmentInstanceId).toBe(created.body.assessmentInstanceId);
    expect(await countsOf(room.organizationId, room.sessionId)).toEqual(before);
  });

  it('refuses the student with the spec message when none are left, and writes nothing', async () => {
    const room = await schoolClassroom();
    await monthlyCredits(product, room.organizationId, { left: 1, max: 10 });
    expect((await studentCreates(room)).status).toBe(201);
    const before = await countsOf(room.organizationId, room.sessionId);
    expect(before).toMatchObject({ credits: 0, instances: 1 });

    const refused = await studentCreates(room);
    expect(refused).toEqual({
      status: 402,
      body: { statusCode: 402, errorMessage: NO_CREDITS_MESSAGE, error_code: 'out_of_credits' },
    });
    expect(await countsOf(room.organizationId, room.sessionId)).toEqual(before);
    // The teacher's banner reads it here.
    expect((await credits(room.teacher.token)).body.data).toMatchObject({ num_of_credits: 0, credit_mode: 'monthly' });
  });

  it('lets exactly one of two students starting at once take the last credit', async () => {
    const room = await schoolClassroom();
    await monthlyCredits(product, room.organizationId, { left: 1, max: 10 });
    const tokens = await Promise.all([studentToken(product, room.sessionId), studentToken(product, room.sessionId)]);
    const replies = await Promise.all(tokens.map((token) => studentCreates(room, token)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 402]);
    expect(await countsOf(room.organizationId, room.sessionId)).toMatchObject({ credits: 0, instances: 1 });
  });

  it("never uses a credit for the teacher's preview, even with none left", async () => {
    const room = await schoolClassroom();
    await monthlyCredits(product, room.organizationId, { left: 0, max: 10 });
    const preview = await product.api(
      'POST',
      '/assessment_instances/createAssessmentInstance',
      { assessmentTemplateId: room.templateId },
      room.teacher.token,
    );
    expect(preview.status).toBe(201);
    const [row]: Array<{ mode: string }> = await product.db.query(
      `SELECT mode FROM assessment_instances WHERE id = $1`,
      [preview.body.assessmentInstanceId],
    );
    expect(row!.mode).toBe('Preview');
    expect((await countsOf(room.organizationId, room.sessionId)).credits).toBe(0);
  });

  it('lets the students of a teacher in no organisation start without counting credits', async () => {
    const room = await classroom(product);
    for (let i = 0; i < 3; i++) expect((await studentCreates(room)).status).toBe(201);
    expect((await credits(room.teacher.token)).body.data.num_of_credits).toBe(-1);
  });
});

describe('the monthly refill', () => {
  it('refills to max_monthly_credits when the month turns, and the first CheckIn of the month spends from there', async () => {
    const room = await schoolClassroom();
    await monthlyCredits(product, room.organizationId, { left: 0, max: 3, month: '2032-01-01' });

    clockAt('2032-01-31T23:59:59.000Z');
    expect((await studentCreates(room)).body.errorMessage).toBe(NO_CREDITS_MESSAGE);
    expect((await credits(room.teacher.token)).body.data).toMatchObject({
      num_of_credits: 0,
      refills_at: '2032-02-01T00:00:00.000Z',
    });

    clockAt('2032-02-01T00:00:01.000Z');
    expect((await credits(room.teacher.token)).body.data).toMatchObject({
      num_of_credits: 3,
      max_monthly_credits: 3,
      refills_at: '2032-03-01T00:00:00.000Z',
    });
    expect((await studentCreates(room)).status).toBe(201);
    expect(await countsOf(room.organizationId, room.sessionId)).toMatchObject({
      credits: 2,
      month: '2032-02-01',
      instances: 1,
    });
    // Spending again in the same month does not refill a second time.
    expect((await studentCreates(room)).status).toBe(201);
    expect((await countsOf(room.organizationId, room.sessionId)).credits).toBe(1);
  });

  it('refills a month in which nothing was spent as well, however many months have passed', async () => {
    const { teacher, organizationId } = await schoolClassroom();
    await monthlyCredits(product, organizationId, { left: 1, max: 20, month: '2032-01-01' });
    clockAt('2032-06-15T12:00:00.000Z');
    expect((await useCredits(teacher.token, 5)).body.data.num_of_credits).toBe(15);
  });
});
