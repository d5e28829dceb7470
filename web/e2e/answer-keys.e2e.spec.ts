import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import { answer, answerUntilFinished, declineCookies, start } from './student.js';
import { settled, signIn } from './teacher.js';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

const CHECKIN = 'Volcanoes Quick Check';
const KEYED = [
  {
    question: 'Why do most volcanoes form near the edges of tectonic plates?',
    modelAnswer:
      'Most volcanoes form where tectonic plates meet or pull apart, because magma rises up through the gaps at the edges.',
    keyPoints: 'plates meet or pull apart at the edges\nmagma rises through the gaps / magma comes up',
    misconceptions: 'volcanoes form wherever mountains are tallest',
  },
  {
    question: 'What comes out of a volcano when it erupts?',
    modelAnswer: 'An erupting volcano gives out lava (melted rock), ash and gases such as steam and carbon dioxide.',
    keyPoints: 'lava / melted rock / molten rock\nash\ngases / steam / smoke',
    misconceptions: '',
  },
];
const GOOD = 'The plates meet or pull apart at their edges, so melted rock called magma comes up through the gaps.';
const WRONG = 'Volcanoes sneeze pizza when they are angry lol';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** "Proficient (3 of 4)" as 3. */
async function ratingOf(message: Locator): Promise<number> {
  const text = (await message.getByTestId('rating').textContent()) ?? '';
  return Number(/\((\d) of \d\)/.exec(text)?.[1]);
}

/** Builds the CheckIn with both keyed questions; returns its id. */
async function buildCheckIn(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'New CheckIn' }).click();
  const builder = page.getByRole('dialog', { name: 'New CheckIn' });
  await builder.getByRole('textbox', { name: 'Name' }).fill(CHECKIN);
  await builder.getByLabel('Grade').selectOption({ label: 'Grade 6' });
  await builder.getByLabel('Topic').selectOption({ label: 'My own topic…' });
  await builder.getByRole('textbox', { name: 'Your topic' }).fill('Volcanoes and plate tectonics');
  await builder.getByRole('textbox', { name: 'Number of questions' }).fill('2');
  await builder.getByRole('radio', { name: /I write my own/ }).check();
  // The built-in examiner says what it cannot do for a topic of the teacher's own.
  const notice = builder.getByTestId('examiner-notice');
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(/cannot write questions or answer keys/);
  for (const [i, q] of KEYED.entries()) {
    await builder.getByRole('button', { name: 'Add a question' }).click();
    await builder.getByRole('textbox', { name: `Question ${i + 1}` }).fill(q.question);
    const key = builder.getByRole('group', { name: `Answer key to question ${i + 1}` });
    await key.getByRole('textbox', { name: 'Model answer' }).fill(q.modelAnswer);
    await key.getByRole('textbox', { name: 'Key points' }).fill(q.keyPoints);
    await key.getByRole('textbox', { name: 'Common misconceptions' }).fill(q.misconceptions);
  }
  await notice.getByTestId('key-count').filter({ hasText: '2 of 2 questions have an answer key.' }).waitFor();
  const rateEach = builder.getByRole('switch', { name: 'Rate each answer' });
  if (!(await rateEach.isChecked())) await rateEach.click();
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS}answer-keys-builder.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await builder.getByRole('button', { name: 'Create CheckIn' }).click();
  await page.getByRole('dialog', { name: `Sessions: ${CHECKIN}` }).waitFor();
  return new URL(page.url()).searchParams.get('template') ?? '';
}

async function shareSession(page: Page): Promise<string> {
  const panel = page.getByRole('dialog', { name: `Sessions: ${CHECKIN}` });
  await panel.getByRole('textbox', { name: 'Session name' }).fill('Period 2');
  await panel.getByRole('textbox', { name: 'Session name' }).press('Enter');
  const share = page.getByRole('dialog', { name: 'Share “Period 2”' });
  const link = await share.getByRole('textbox', { name: 'Student link' }).inputValue();
  await share.getByRole('button', { name: 'Done' }).click();
  return link;
}

describe('answer keys in the browser', () => {
  it('rates a right and a wrong answer to a teacher’s own keyed questions apart, shows the teacher’s model answer, and puts the key beside each answer for the teacher', async () => {
    const teacher = await newPage(browser, 1280, 900);
    await signIn(teacher.page, baseUrl);
    const templateId = await buildCheckIn(teacher.page);
    expect(templateId).toMatch(/^[0-9a-f-]{36}$/);

    // The teacher's preview runs the real conversation and shows them the key as they go.
    await teacher.page.getByRole('link', { name: 'Try it as a student (preview)' }).click();
    const preview = teacher.page.getByRole('dialog', { name: `Preview: ${CHECKIN}` });
    await preview.getByRole('button', { name: 'Start' }).waitFor();
    await start(teacher.page, 'Ms Rivera');
    await answerUntilFinished(teacher.page, [GOOD, WRONG, WRONG]);
    await preview.getByTestId('answer-key').first().waitFor({ timeout: 30_000 });
    expect(await preview.getByTestId('answer-key').first().textContent()).toContain(KEYED[0]!.modelAnswer);

    await teacher.page.goto(`${baseUrl}/dashboard?template=${templateId}`);
    const link = await shareSession(teacher.page);
    const sessionId = link.split('/').at(-1)!;

    const student = await newPage(browser, 360, 740);
    await student.page.goto(link);
    await declineCookies(student.page);
    await start(student.page, 'Leo');
    await answer(student.page, GOOD);
    await answer(student.page, WRONG);
    // The examiner follows the wrong answer up: until it moves on, that answer shows neither its rating nor the
    // example answer, which the student could copy into the next.
    await student.page.getByTestId('progress').filter({ hasText: 'Question 2 of 2 (follow-up)' }).waitFor();
    const messages = student.page.getByTestId('student-message');
    await messages.first().getByTestId('example-answer').waitFor();
    expect(await messages.last().getByTestId('example-answer').count()).toBe(0);
    expect(await messages.last().getByTestId('rating').count()).toBe(0);
    await answerUntilFinished(student.page, [WRONG]);
    await expect.poll(() => messages.getByTestId('rating').count(), { timeout: 30_000 }).toBe(await messages.count());
    const right = await ratingOf(messages.first());
    const wrong = await ratingOf(messages.last());
    expect(right).toBeGreaterThanOrEqual(3);
    expect(wrong).toBe(1);
    // The example answer the student sees is the teacher's model answer, and no key point or misconception shows.
    expect(await messages.first().getByTestId('example-answer').textContent()).toContain(KEYED[0]!.modelAnswer);
    expect(await student.page.getByTestId('answer-key').count()).toBe(0);
    await student.page.screenshot({ path: `${SCREENSHOTS}answer-keys-student.png`, fullPage: true });
    await student.context.close();

    await teacher.page.goto(`${baseUrl}/assessment_report/session_report/${sessionId}`);
    const questionView = teacher.page.getByTestId('question-view');
    await questionView.getByTestId('answer-key').waitFor();
    expect(await questionView.getByTestId('answer-key').textContent()).toContain(KEYED[0]!.modelAnswer);
    const row = teacher.page
      .getByTestId('student-row')
      .filter({ has: teacher.page.getByRole('button', { name: 'Leo', exact: true }) });
    await row.getByRole('button', { name: 'Leo', exact: true }).click();
    const drawer = teacher.page.getByRole('dialog', { name: 'Leo: conversation' });
    const answers = drawer.getByTestId('transcript-answer');
    await answers.first().getByTestId('key-point').first().waitFor();
    const verdicts = await answers
      .first()
      .getByTestId('key-point')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-verdict')));
    expect(verdicts).toEqual(['shown', 'shown']);
    expect(await answers.last().getByTestId('key-point').count()).toBe(3);
    expect(await answers.last().textContent()).toContain(KEYED[1]!.modelAnswer);
    // The teacher teaches the examiner with Leo's answer: it goes into the CheckIn's key.
    await teacher.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await questionView.getByRole('button', { name: 'Mark right in the key: Leo, question 1' }).click();
    await questionView.getByText(/Added to the answer key of question 1 as an answer marked right/).waitFor();
    await settled(teacher.page);
    await teacher.page.screenshot({ path: `${SCREENSHOTS}answer-keys-report.png`, fullPage: true });
    expect(await seriousViolations(teacher.page)).toEqual([]);
    await teacher.context.close();
  });
});
