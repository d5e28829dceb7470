import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ChatRequest,
  type Scripted,
  FakeOpenAiServer,
} from '../../worker/src/llm/openai/fake-openai-server.test-helpers.js';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import { type RunningProduct, startProduct } from './product.js';
import { GOOD_ANSWERS, answer, answerUntilFinished, declineCookies, start } from './student.js';
import { settled, signIn } from './teacher.js';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

/** Caught by the safety word list (and by a model's judgement alike). */
const ALARMING = 'Sometimes I want to hurt myself.';
/** Missed by the word list: only a model's judgement raises it. */
const UNSAFE_AT_HOME = 'Nobody is home at night and the man next door keeps waiting for me.';
const MODEL_REASON = 'A neighbour may be watching the student when they are alone at home.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The teacher's report and dashboard, open before the student answers, and the student's check-in. */
type Classroom = { report: Page; dashboard: Page; student: Page; close(): Promise<void> };

/**
 * The demo teacher builds a two-question Water Cycle CheckIn that rates each answer, shares a session, and keeps
 * its report and the dashboard open (each marked so that a reload would show); a student starts it on a phone.
 */
async function openClassroom(baseUrl: string, session: string, studentName: string): Promise<Classroom> {
  const teacher = await newPage(browser, 1280, 900);
  const page = teacher.page;
  await signIn(page, baseUrl);
  await page.getByRole('link', { name: 'New CheckIn' }).click();
  const builder = page.getByRole('dialog', { name: 'New CheckIn' });
  await builder.getByRole('textbox', { name: 'Name' }).fill('Water Cycle Safety');
  await builder.getByLabel('Grade').selectOption({ label: 'Grade 5' });
  await builder.getByLabel('Topic').selectOption({ label: 'Water Cycle' });
  await builder.getByRole('textbox', { name: 'Number of questions' }).fill('2');
  const rateEach = builder.getByRole('switch', { name: 'Rate each answer' });
  if (!(await rateEach.isChecked())) await rateEach.click();
  await builder.getByRole('button', { name: 'Create CheckIn' }).click();
  const panel = page.getByRole('dialog', { name: 'Sessions: Water Cycle Safety' });
  await panel.getByRole('textbox', { name: 'Session name' }).fill(session);
  await panel.getByRole('textbox', { name: 'Session name' }).press('Enter');
  const share = page.getByRole('dialog', { name: `Share “${session}”` });
  const link = await share.getByRole('textbox', { name: 'Student link' }).inputValue();
  await share.getByRole('button', { name: 'Done' }).click();

  await page.goto(`${baseUrl}/assessment_report/session_report/${link.split('/').at(-1)}`);
  await page.getByRole('heading', { level: 1, name: session }).waitFor();
  await page.getByText('Live: updates as students answer').waitFor();
  const dashboard = await teacher.context.newPage();
  await dashboard.goto(`${baseUrl}/dashboard`);
  await dashboard.getByRole('listitem', { name: session }).waitFor();
  for (const open of [page, dashboard]) {
    await open.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  }

  const pupil = await newPage(browser, 390, 844);
  await pupil.page.goto(link);
  await declineCookies(pupil.page);
  await start(pupil.page, studentName);
  return {
    report: page,
    dashboard,
    student: pupil.page,
    async close() {
      await pupil.context.close();
      await teacher.context.close();
    },
  };
}

/** The banner the open report shows for the student's answer, once it arrives. */
async function reportBanner(report: Page, studentName: string, answerText: string): Promise<Locator> {
  const banner = report
    .getByTestId('safety-alerts')
    .getByRole('alert')
    .filter({ hasText: `Safety alert: an answer from ${studentName} may need your attention` })
    .filter({ hasText: answerText });
  await banner.waitFor({ timeout: 30_000 });
  return banner;
}

async function dashboardBanner(dashboard: Page, session: string, answers: number): Promise<void> {
  const said = answers === 1 ? 'An answer' : `${answers} answers`;
  await dashboard
    .getByRole('listitem', { name: session })
    .getByText(`${said} in ${session} may need your attention.`)
    .waitFor({ timeout: 30_000 });
}

/** The rating line under the student's own answer, once rated: "Rating: Not rated", or "Rating: Secure (3 of 4)". */
async function ratingUnder(student: Page, answerText: string): Promise<string> {
  const rating = student.getByTestId('student-message').filter({ hasText: answerText }).getByTestId('rating');
  await rating.waitFor({ timeout: 30_000 });
  return (await rating.textContent()) ?? '';
}

/** What the examiner said right after the student's answer. */
async function replyTo(student: Page, answerText: string): Promise<string> {
  const texts = await student
    .locator('[data-testid=student-message], [data-testid=ai-message]')
    .evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  return texts[texts.findIndex((text) => text.includes(answerText)) + 1] ?? '';
}

/** Nothing of the teacher's alert reaches the student's page. */
async function expectNoAlert(student: Page, ...reasons: string[]): Promise<void> {
  const text = (await student.locator('body').textContent()) ?? '';
  expect(text).not.toMatch(/safety alert|self-harm|may need your attention/i);
  for (const reason of reasons) expect(text).not.toContain(reason);
}

async function expectSameDocument(...pages: Page[]): Promise<void> {
  for (const page of pages) {
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }
}

/** Pictures of the three pages; the teacher's two, banners shown, have no serious accessibility violation. */
async function screenshotsAndA11y(room: Classroom, examiner: string): Promise<void> {
  const teachers = { report: room.report, dashboard: room.dashboard };
  for (const [name, page] of Object.entries({ ...teachers, student: room.student })) {
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}safety-${examiner}-${name}.png`, fullPage: true });
  }
  for (const [name, page] of Object.entries(teachers)) {
    expect({ page: name, violations: await seriousViolations(page) }).toEqual({ page: name, violations: [] });
  }
}

/**
 * The first answer is alarming: the teacher's open report and dashboard show the alert live, and the student gets
 * supportive words that name a trusted adult, a "Not rated" line, and nothing of the alert.
 */
async function answerAlarmingly(room: Classroom, session: string, studentName: string): Promise<void> {
  await answer(room.student, ALARMING);
  await reportBanner(room.report, studentName, ALARMING);
  await dashboardBanner(room.dashboard, session, 1);

  const reply = await replyTo(room.student, ALARMING);
  expect(reply).toContain('Thank you for telling me.');
  expect(reply).toContain('an adult you trust');
  expect(reply).toContain('such as your teacher, a school counsellor or a parent');
  const rating = await ratingUnder(room.student, ALARMING);
  expect(rating).toContain('Not rated');
  expect(rating).not.toMatch(/\(\d of \d\)/);
  await expectNoAlert(room.student);
}

describe('safety alerts in the browser, with the offline examiner', () => {
  it("raise the alert live on the teacher's open report and dashboard, and give the student supportive words and no rating", async () => {
    const baseUrl = inject('baseUrl');
    const [session, name] = ['Period 4 safety', 'Mira'];
    const room = await openClassroom(baseUrl, session, name);
    await answerAlarmingly(room, session, name);

    // The next answer is about the lesson: rated as usual, and no second alert.
    await answerUntilFinished(room.student, GOOD_ANSWERS);
    expect(await ratingUnder(room.student, GOOD_ANSWERS[0]!)).toMatch(/\(\d of 4\)/);
    // The overall result leaves the alarming answer out: not rated, and not named as a thing to work on.
    const result = room.student.getByTestId('overall-result');
    await result.getByText('Feedback').waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toContain('Your teacher will read your answer to question 1.');
    expect(await result.textContent()).toContain('across 1 rated question:');
    expect(await room.report.getByTestId('safety-alerts').getByRole('alert').count()).toBe(1);
    await screenshotsAndA11y(room, 'offline');
    await expectSameDocument(room.report, room.dashboard);
    await room.close();
  });
});

describe('safety alerts in the browser, with a model', () => {
  let model: FakeOpenAiServer;
  let product: RunningProduct;
  beforeAll(async () => {
    model = (await FakeOpenAiServer.start()).always(examinerModel);
    product = await startProduct({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseURL });
  });
  afterAll(async () => {
    await product?.stop();
    await model?.close();
  });

  it("raise the alert live from the model's judgement, and the model's next words are supportive", async () => {
    const [session, name] = ['Period 5 safety', 'Theo'];
    const room = await openClassroom(product.baseUrl, session, name);
    await answerAlarmingly(room, session, name);

    // An answer the word list misses: the model's judgement alone raises the alert, with its reason.
    await answer(room.student, UNSAFE_AT_HOME);
    const banner = await reportBanner(room.report, name, UNSAFE_AT_HOME);
    expect(await banner.textContent()).toContain(MODEL_REASON);
    await dashboardBanner(room.dashboard, session, 2);
    expect(await ratingUnder(room.student, UNSAFE_AT_HOME)).toContain('Not rated');
    await expectNoAlert(room.student, MODEL_REASON);
    await screenshotsAndA11y(room, 'model');
    await expectSameDocument(room.report, room.dashboard);
    await room.close();
  });
});

const USAGE = { prompt_tokens: 200, completion_tokens: 40, total_tokens: 240 };
const QUESTIONS = ['What happens to the water in a puddle on a sunny day?', 'How do clouds form in the sky?'];

/**
 * A model that does what the examiner's instructions say: greets and asks, writes supportive words when told to,
 * closes when told to; rates answers as JSON, judging an answer that speaks of harm or danger as a safety concern.
 */
function examinerModel(request: ChatRequest): Scripted {
  const last = request.messages.at(-1)!.content;
  if (request.stream) return { kind: 'stream', deltas: turn(last).split(/(?<= )/), usage: USAGE };
  if (last.startsWith('The whole check-in')) {
    return json({ rating: 2, explanation: 'Some of the water cycle.', feedback: 'Feedback: Keep going.' });
  }
  const answers = [...last.matchAll(/<student_answer[^>]*>([^<]*)<\/student_answer>/g)].map((m) => m[1]!);
  return json({
    rating: 3,
    explanation: 'Explains part of the water cycle.',
    example: 'The sun heats the water, which evaporates into vapour.',
    safety: safetyOf(answers),
  });
}

function turn(instruction: string): string {
  const asked = /ask question (\d) of \d/.exec(instruction);
  const question = asked
    ? `Question ${asked[1]} of 2: ${QUESTIONS[Number(asked[1]) - 1]}`
    : 'The check-in is complete.';
  if (instruction.includes('This is the start of the check-in')) return `Hello! There are 2 questions. ${question}`;
  if (instruction.includes('ask them to talk today to an adult they trust')) {
    return (
      'Thank you for telling me. What you wrote matters. Please talk to an adult you trust today, such as your ' +
      `teacher, a school counsellor or a parent, and if you are not safe now, tell an adult near you. ${question}`
    );
  }
  return `Thank you for your answer. ${question}`;
}

function safetyOf(answers: string[]) {
  if (answers.includes(ALARMING)) {
    return { concern: true, category: 'self-harm', reason: 'The student says they want to hurt themselves.' };
  }
  if (answers.includes(UNSAFE_AT_HOME)) return { concern: true, category: 'danger', reason: MODEL_REASON };
  return { concern: false, category: null, reason: null };
}

function json(value: object): Scripted {
  return { kind: 'reply', content: JSON.stringify(value), usage: USAGE };
}
