import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../../api/src/reports/model/csv-reader.test-helpers.js';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import { GOOD_ANSWERS, answer, answerUntilFinished, declineCookies, openCheckin, start } from './student.js';
import { signIn } from './teacher.js';

const baseUrl = inject('baseUrl');
const sessionId = inject('demoSessionId');
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

/** The demo CheckIn `npm start` seeds (api/src/seed/seed.ts), whose demo session the test uses. */
const DEMO_TEMPLATE_ID = '00000000-0000-4000-8000-000000000101';
const QUESTIONS = 5;
/** The columns of the answers CSV this test reads (api/src/reports/model/session-csv.ts has them all). */
const CSV = {
  student: 'Student',
  questionNumber: 'Question number',
  teacherRating: 'Teacher rating (1 to 4)',
  rating: 'Rating (1 to 4)',
  note: "Teacher's note",
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}report-${name}.png`, fullPage: true });
  expect({ page: name, violations: await seriousViolations(page) }).toEqual({ page: name, violations: [] });
}

const studentRow = (page: Page, name: string): Locator =>
  page.getByTestId('student-row').filter({ has: page.getByRole('button', { name, exact: true }) });

describe("a teacher's reports in the browser", () => {
  it("fill in live as a student answers, take the teacher's rating with a note, and export as CSV", async () => {
    const student = `Rosalind ${Date.now() % 100_000}`;
    const teacher = await newPage(browser, 1440, 900);
    await signIn(teacher.page, baseUrl);
    await teacher.page.goto(`${baseUrl}/assessment_report/session_report/${sessionId}`);
    await teacher.page.getByRole('heading', { level: 1, name: 'Demo class' }).waitFor();
    await teacher.page.getByText('Live: updates as students answer').waitFor();
    // Set on this document only: still there at the end means the page was never reloaded.
    await teacher.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const pupil = await newPage(browser, 1024, 800);
    await openCheckin(pupil.page, baseUrl, sessionId);
    await declineCookies(pupil.page);
    await start(pupil.page, student);
    const row = studentRow(teacher.page, student);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain(`0 of ${QUESTIONS}`);

    await answer(pupil.page, GOOD_ANSWERS[0]!);
    // The first question's cell fills in with the answer's rating (a number and its level's name).
    await row
      .locator('td')
      .nth(2)
      .filter({ hasText: /^\d/ })
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        await teacher.page.screenshot({ path: `${SCREENSHOTS}report-failure.png`, fullPage: true });
        throw error;
      });
    await answerUntilFinished(pupil.page, GOOD_ANSWERS.slice(1));
    await pupil.page.getByTestId('overall-result').getByText('Feedback').waitFor({ timeout: 30_000 });
    await row.filter({ hasText: `Finished${QUESTIONS} of ${QUESTIONS}` }).waitFor({ timeout: 15_000 });
    // Every question and the overall result carry a rating, in words as well as colour.
    await expect.poll(async () => row.locator('td[data-level="none"]').count(), { timeout: 15_000 }).toBe(0);
    await pupil.context.close();

    const page = teacher.page;
    await row.getByRole('button', { name: student, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `${student}: conversation` });
    // The rating that counts for question 1 is that of its last answer (the AI may have asked a follow-up).
    const overrideButtons = drawer.getByRole('button', {
      name: new RegExp(`^Override rating: ${student}, question 1(, follow-up answer)?$`),
    });
    await overrideButtons.first().waitFor();
    const label = (await overrideButtons.last().getAttribute('aria-label'))!;
    const overrideButton = drawer.getByRole('button', { name: label, exact: true });
    const first = drawer
      .getByTestId('transcript-answer')
      .filter({ has: page.getByRole('button', { name: label, exact: true }) });
    const aiText = (await first.getByTestId('ai-rating').textContent()) ?? '';
    const aiRating = Number(/· (\d) of/.exec(aiText)?.[1]);
    const mine = aiRating === 1 ? 4 : 1;
    const what = label.replace(/^Override rating: /, '');
    await overrideButton.click();
    const dialog = page.getByRole('dialog', { name: `Your rating: ${what}` });
    await dialog.getByRole('radio', { name: new RegExp(`\\(${mine}\\)$`) }).check();
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Explained it better aloud');
    await dialog.getByRole('button', { name: 'Save rating' }).click();
    await dialog.waitFor({ state: 'detached' });
    const reviewed = drawer.getByTestId('transcript-answer').filter({ hasText: 'Explained it better aloud' });
    await reviewed
      .getByTestId('teacher-rating')
      .filter({ hasText: `· ${mine} of 4 (counts)` })
      .waitFor();
    expect(await reviewed.getByTestId('ai-rating').textContent()).toContain(`· ${aiRating} of 4 (replaced)`);
    expect(await reviewed.getByTestId('override-note').textContent()).toContain('Explained it better aloud');
    await page.screenshot({ path: `${SCREENSHOTS}report-session-override.png` });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // The grid takes the teacher's rating too, marked as theirs.
    await row.locator('td').nth(2).filter({ hasText: "teacher's rating" }).waitFor();

    const students = await page.getByTestId('student-row').count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^checkin-water-cycle-check-in-demo-class-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = parseCsv(readFileSync((await download.path())!, 'utf8'));
    const at = (name: string) => header!.indexOf(name);
    expect(Object.values(CSV).every((name) => at(name) >= 0)).toBe(true);
    expect(lines.length).toBe(students * QUESTIONS);
    const theirs = lines.filter((l) => l[at(CSV.student)] === student);
    expect(theirs.map((l) => l[at(CSV.questionNumber)])).toEqual(['1', '2', '3', '4', '5']);
    expect(theirs[0]![at(CSV.teacherRating)]).toBe(String(mine));
    expect(theirs[0]![at(CSV.rating)]).toBe(String(mine));
    expect(theirs[0]![at(CSV.note)]).toBe('Explained it better aloud');
    expect(theirs.every((l) => l.length === header!.length && /^\d$/.test(l[at(CSV.rating)]!))).toBe(true);

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expectAccessible(page, 'session');
    await teacher.context.close();
  });

  it('has no serious or critical accessibility violations on the three report pages', async () => {
    const { context, page } = await newPage(browser, 1280, 900);
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/assessment_report/session_report/${sessionId}`);
    await page.getByTestId('student-grid').waitFor();
    await page.getByTestId('question-view').waitFor();
    await expectAccessible(page, 'session-report');

    await page.getByRole('link', { name: 'All sessions of this CheckIn' }).click();
    await page.waitForURL(new RegExp(`/assessment_report/${DEMO_TEMPLATE_ID}$`));
    await page.getByRole('heading', { level: 1, name: 'Water Cycle Check-In' }).waitFor();
    await page.getByTestId('lowest-answers').waitFor();
    await expectAccessible(page, 'template-report');

    await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
    await page.waitForURL(/\/assessment_report\/overall_report$/);
    await page.getByTestId('overall-totals').waitFor();
    await expectAccessible(page, 'overall-report');
    await context.close();
  });
});
