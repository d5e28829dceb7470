import type { InstanceDocument, MessageLog, SessionReport } from '@checkin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, organisation, studentToken } from '../test/harness.js';
import { takeCheckIn } from '../test/checkins.js';
import { parseCsv } from './model/csv-reader.test-helpers.js';

let product: TestProduct;
let room: Awaited<ReturnType<typeof classroom>>;
let ada: Awaited<ReturnType<typeof takeCheckIn>>;
let anonymous: Awaited<ReturnType<typeof takeCheckIn>>;

const HYPERLINK = '=HYPERLINK("http://evil.test","click")';
const GOOD = [
  'Water evaporates when the sun heats it and turns into water vapor.',
  'The vapor cools and condenses into tiny drops that make clouds.',
];

beforeAll(async () => {
  product = await TestProduct.start();
  room = await classroom(product, { numberOfQuestions: 2 });
  ada = await takeCheckIn(product, room, GOOD, 'Ada');
  anonymous = await takeCheckIn(product, room, [HYPERLINK, '-1, "quoted", and more']);
}, 120_000);
afterAll(async () => {
  await product?.stop();
});

const get = <T = any>(path: string, token: string) => product.api<T>('GET', path, undefined, token);

describe('the session report', () => {
  it('has a row per student with progress and ratings, a summary and a view per question', async () => {
    const reply = await get<{ data: SessionReport }>(`/reports/session/${room.sessionId}`, room.teacher.token);
    expect(reply.status).toBe(200);
    const report = reply.body.data;
    expect(report.session).toMatchObject({ id: room.sessionId, name: 'Class 5B', templateName: 'Water cycle' });
    expect(report.numberOfQuestions).toBe(2);
    expect(report.rows.map((r) => [r.student, r.anonymous, r.state])).toEqual([
      ['Ada', false, 'Rated'],
      ['Anonymous student 1', true, 'Rated'],
    ]);
    for (const row of report.rows) {
      expect(row.progress).toEqual({ completed: 2, total: 2 });
      expect(row.questions.map((q) => typeof q.effectiveRating)).toEqual(['number', 'number']);
      expect(row.overall?.effectiveRating).toEqual(expect.any(Number));
    }
    expect(report.summary).toMatchObject({ students: 2, started: 2, finished: 2, inProgress: 0, canceled: 0 });
    expect(report.summary.distribution.reduce((n, c) => n + c.count, 0)).toBe(2);
    expect(report.questions.map((q) => q.answered)).toEqual([2, 2]);
    expect(report.questions[0]!.answers[1]!.answers[0]!.answer).toBe(HYPERLINK);
  });

  it("is 404 for another teacher, 403 for a student, and open to an admin of the teacher's organisation", async () => {
    const stranger = await product.teacher();
    expect((await get(`/reports/session/${room.sessionId}`, stranger.token)).status).toBe(404);
    expect((await get(`/reports/template/${room.templateId}`, stranger.token)).status).toBe(404);
    expect((await get(`/reports/session/${room.sessionId}/csv`, stranger.token)).status).toBe(404);
    const student = await studentToken(product, room.sessionId);
    expect((await get(`/reports/session/${room.sessionId}`, student)).status).toBe(403);
    expect((await get(`/reports/overall`, student)).status).toBe(403);
    expect((await get(`/reports/session/not-a-uuid`, room.teacher.token)).status).toBe(404);

    const admin = await product.teacher();
    const otherAdmin = await product.teacher();
    await organisation(product, admin.id, [room.teacher.id]);
    await organisation(product, otherAdmin.id, []);
    expect((await get(`/reports/session/${room.sessionId}`, admin.token)).status).toBe(200);
    expect((await get(`/reports/template/${room.templateId}`, admin.token)).status).toBe(200);
    expect((await get(`/reports/session/${room.sessionId}`, otherAdmin.token)).status).toBe(404);

    const orgReport = await get(`/reports/overall?scope=organization`, admin.token);
    expect(orgReport.status).toBe(200);
    expect(orgReport.body.data.totals).toMatchObject({ templates: 1, attempts: 2 });
    expect((await get(`/reports/overall?scope=organization`, stranger.token)).status).toBe(403);
  });
});

describe('the template and overall reports', () => {
  it('gives the per-question distribution and the lowest rated answers, and totals across templates', async () => {
    const template = await get(`/reports/template/${room.templateId}`, room.teacher.token);
    expect(template.status).toBe(200);
    expect(template.body.data.sessions).toEqual([
      { sessionId: room.sessionId, name: 'Class 5B', students: 2, finished: 2, averageRating: expect.any(Number) },
    ]);
    const first = template.body.data.questions[0];
    expect(first.distribution.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(2);
    const lowest = first.answers.map((a: { effectiveRating: number }) => a.effectiveRating);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect(lowest.every((r: number) => r < 4)).toBe(true);

    const overall = await get(`/reports/overall`, room.teacher.token);
    expect(overall.status).toBe(200);
    expect(overall.body.data).toMatchObject({
      scope: 'mine',
      totals: { templates: 1, checkInsRun: 1, students: 2, attempts: 2, finished: 2 },
      byTopic: [{ topic: 'Water Cycle', attempts: 2 }],
      byGrade: [{ grade: '5', attempts: 2 }],
    });
    expect(overall.body.data.byWeek).toHaveLength(1);
    // On the scale the check-ins were rated on, as the other reports give it.
    expect(overall.body.data).toMatchObject({ ratingScale: { id: 'four-level' }, otherScale: 0 });
    expect(overall.body.data.totals.averageRating).toBeGreaterThanOrEqual(1);
    expect(overall.body.data.totals.averageRating).toBeLessThanOrEqual(4);
  });
});

const csv = (query = '') =>
  fetch(`${product.baseUrl}/api/v1/reports/session/${room.sessionId}/csv${query}`, {
    headers: { 'x-auth-token': room.teacher.token },
  });

describe('the csv export', () => {
  it('is an attachment with a line per student per question, each fact in its own column, formulas defused', async () => {
    const response = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="checkin-water-cycle-class-5b-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = parseCsv(await response.text());
    const at = (name: string) => header!.indexOf(name);
    expect(header!.slice(0, 8)).toEqual([
      'Student',
      'State',
      'Started (UTC)',
      'Finished (UTC)',
      'Question number',
      'Question',
      'Answer',
      'Follow-up answer',
    ]);
    for (const name of ['Rating (1 to 4)', 'Level', "Teacher's note", 'Flagged', 'Overall rating (1 to 4)']) {
      expect(at(name)).toBeGreaterThan(0);
    }
    expect(lines.map((l) => [l[at('Student')], l[at('Question number')], l[at('State')]])).toEqual([
      ['Ada', '1', 'Finished'],
      ['Ada', '2', 'Finished'],
      ['Anonymous student 1', '1', 'Finished'],
      ['Anonymous student 1', '2', 'Finished'],
    ]);
    expect(lines[0]![at('Answer')]).toBe(GOOD[0]);
    expect(lines[0]![at('Started (UTC)')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines[2]![at('Answer')]).toBe(`'${HYPERLINK}`);
    expect(lines[3]![at('Answer')]).toBe(`'-1, "quoted", and more`);
    expect(lines.every((l) => l.length === header!.length && /^[1-4]$/.test(l[at('Rating (1 to 4)')]!))).toBe(true);
    expect(lines.every((l) => /^[1-4]$/.test(l[at('Overall rating (1 to 4)')]!))).toBe(true);
    // Each question is labelled with its own text, the same for both students: no greeting, no numbering.
    const questions = lines.map((l) => l[at('Question')]!);
    expect(questions[0]).toBe(questions[2]);
    expect(questions.every((q) => q.length > 10 && !/^Hi\b|Question \d of/.test(q))).toBe(true);
  });

  it('gives a line per student with the overall rating, as a gradebook takes it (?rows=students)', async () => {
    const response = await csv('?rows=students');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="checkin-water-cycle-class-5b-students-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = parseCsv(await response.text());
    const report = (await get<{ data: SessionReport }>(`/reports/session/${room.sessionId}`, room.teacher.token)).body
      .data;
    expect(lines.map((l) => l[0])).toEqual(['Ada', 'Anonymous student 1']);
    const overall = header!.indexOf('Overall rating (1 to 4)');
    expect(lines.map((l) => Number(l[overall]))).toEqual(report.rows.map((r) => r.overall!.effectiveRating));
    expect(header).toContain('Question 2 rating');
    expect((await csv('?rows=everything')).status).toBe(400);
  });
});

describe("a question's label", () => {
  it("is the question the examiner asked, not its greeting; a teacher's question as they wrote it", async () => {
    const report = (await get<{ data: SessionReport }>(`/reports/session/${room.sessionId}`, room.teacher.token)).body
      .data;
    const asked = /Question 1 of 2: (.+)$/.exec(ada.messages[0]!.content)![1]!;
    expect(ada.messages[0]!.content).toMatch(/^Hi Ada!/);
    expect(report.questions[0]!.question).toBe(asked);
    expect(report.rows[0]!.questions[0]!.question).toBe(asked);

    const own = await classroom(product, {
      numberOfQuestions: 1,
      customQuestions: ['Why do puddles dry up on a sunny day?'],
    });
    await takeCheckIn(product, own, GOOD.slice(0, 1), 'Maya R');
    const template = await get(`/reports/template/${own.templateId}`, own.teacher.token);
    expect(template.body.data.questions[0].question).toBe('Why do puddles dry up on a sunny day?');
  });
});

describe('deleting an instance', () => {
  it('takes it out of every list and report; the spec message is the fallback', async () => {
    const other = await takeCheckIn(product, room, GOOD.slice(0, 1), 'Grace');
    const stranger = await product.teacher();
    const student = await studentToken(product, room.sessionId);
    const path = `/assessment_instances/deleteAssessmentInstance/${other.id}`;
    expect((await product.api('DELETE', path, undefined, stranger.token)).status).toBe(404);
    expect((await product.api('DELETE', path, undefined, student)).status).toBe(403);
    expect((await product.api('DELETE', path, undefined, room.teacher.token)).body).toEqual({ success: true });

    const again = await product.api('DELETE', path, undefined, room.teacher.token);
    expect(again).toMatchObject({ status: 404, body: { errorMessage: 'This check-in was not found.' } });
    const byId = `/assessment_instances/getAssessmentInstanceById/${other.id}`;
    expect((await get(byId, room.teacher.token)).status).toBe(404);
    expect((await get(byId, other.token)).status).toBe(404);
    const list = await get<{ data: InstanceDocument[] }>(
      `/assessment_instances/getAssessmentInstancesForSessionId/${room.sessionId}`,
      room.teacher.token,
    );
    expect(list.body.data.map((d) => d.id)).toEqual([ada.id, anonymous.id]);
    const forTemplate = await get<{ data: InstanceDocument[] }>(
      `/assessment_instances/getAssessmentInstancesForTemplateId/${room.templateId}`,
      room.teacher.token,
    );
    expect(forTemplate.body.data.map((d) => d.id)).not.toContain(other.id);
    const report = await get<{ data: SessionReport }>(`/reports/session/${room.sessionId}`, room.teacher.token);
    expect(report.body.data.rows.map((r) => r.instanceId)).toEqual([ada.id, anonymous.id]);
    expect((await get(`/reports/overall`, room.teacher.token)).body.data.totals.attempts).toBe(2);
    const sessions = await get(`/sessions/getSessionsForTemplateId/${room.templateId}`, room.teacher.token);
    expect(sessions.body.data[0].counts).toEqual({ in_progress: 0, completed: 2, canceled: 0 });
    // The student can no longer act on it.
    const log = await product.api(
      'PUT',
      '/assessment_instances/logAssessmentInstance',
      { assessmentInstanceId: other.id, logObject: { student_name: 'G' } },
      other.token,
    );
    expect(log.status).toBe(404);
  });
});

describe("a student's thumbs", () => {
  it("are recorded through logAssessmentInstance and shown in the teacher's document", async () => {
    const doc = (await get(`/assessment_instances/getAssessmentInstanceById/${ada.id}`, ada.token)).body
      .data as InstanceDocument;
    const logs = doc.messageLogs.map((l) => ({ ...l })) as MessageLog[];
    const firstAi = logs.findIndex((l) => l.role === 'assistant');
    logs[firstAi]!.user_feedback = 'up';
    // The rest is sent back as it was; only the thumbs are taken.
    const saved = await product.api(
      'PUT',
      '/assessment_instances/logAssessmentInstance',
      { assessmentInstanceId: ada.id, logObject: { messageLogs: logs } },
      ada.token,
    );
    expect(saved.status).toBe(200);
    const teacherView = (await get(`/assessment_instances/getAssessmentInstanceById/${ada.id}`, room.teacher.token))
      .body.data as InstanceDocument;
    expect(teacherView.messageLogs[firstAi]).toMatchObject({ role: 'assistant', user_feedback: 'up' });
    // An old client's list without ids: by place, and null takes the thumbs back.
    const cleared = await product.api(
      'PUT',
      '/assessment_instances/logAssessmentInstance',
      {
        assessmentInstanceId: ada.id,
        logObject: {
          messageLogs: logs.map((l, i) => ({
            role: l.role,
            content: l.content,
            user_feedback: i === firstAi ? null : l.user_feedback,
          })),
        },
      },
      ada.token,
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.messageLogs[firstAi].user_feedback).toBeNull();
  });
});
