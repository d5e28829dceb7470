import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../../api/src/reports/model/csv-reader.test-helpers.js';
import { launchBrowser, newPage } from './browser.js';
import { answerUntilFinished, declineCookies, openCheckin, start } from './student.js';
import { signIn } from './teacher.js';

const baseUrl = inject('baseUrl');
const sessionId = inject('demoSessionId');
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

/** The demo CheckIn `npm start` seeds (api/src/seed/seed.ts), whose demo session the test uses. */
const DEMO_TEMPLATE_ID = '00000000-0000-4000-8000-000000000101';
const QUESTIONS = 5;
const sessionReport = `${baseUrl}/assessment_report/session_report/${sessionId}`;
const templateReport = `${baseUrl}/assessment_report/${DEMO_TEMPLATE_ID}`;
/** What the examiner's greeting says, which no question's label may. */
const GREETING = /\bHi\b|I'm going to ask|Question \d+ of \d+/;

let browser: Browser;
const student = `Maya R ${Date.now() % 100_000}`;

beforeAll(async () => {
  browser = await launchBrowser();
  // A student takes the demo CheckIn to its end, so that every report has their answers.
  const pupil = await newPage(browser, 1024, 800);
  await openCheckin(pupil.page, baseUrl, sessionId);
  await declineCookies(pupil.page);
  await start(pupil.page, student);
  await answerUntilFinished(pupil.page);
  await pupil.page.getByTestId('overall-result').getByText('Feedback').waitFor({ timeout: 30_000 });
  await pupil.context.close();
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

async function teacherAt(width: number, height: number, url: string): Promise<Page> {
  const { page } = await newPage(browser, width, height);
  await signIn(page, baseUrl);
  await page.goto(url);
  return page;
}

async function sessionReportAt(width: number, height = 900): Promise<Page> {
  const page = await teacherAt(width, height, sessionReport);
  await page.getByTestId('student-grid').waitFor();
  await page.getByTestId('question-view').waitFor();
  // The student's overall result is in: every rating of the report has arrived.
  const row = page.getByTestId('student-row').filter({ hasText: student });
  await row.filter({ hasText: `Finished${QUESTIONS} of ${QUESTIONS}` }).waitFor({ timeout: 30_000 });
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENSHOTS}first-hour-reports-${name}.png`, fullPage: true });

describe("the teacher's reports in the first hour", () => {
  it('label each question with its own text, not the greeting that asked it', async () => {
    const page = await sessionReportAt(1366);
    const options = await page.getByRole('combobox', { name: 'Question' }).locator('option').allTextContents();
    expect(options).toHaveLength(QUESTIONS);
    for (const [i, option] of options.entries()) {
      expect(option).toMatch(new RegExp(`^Question ${i + 1}: \\S`));
      expect(option).not.toMatch(GREETING);
    }
    expect(await page.getByTestId('question-text').textContent()).not.toMatch(GREETING);
    await shot(page, 'session-1366');

    await page.goto(templateReport);
    await page.getByTestId('question-table').waitFor();
    const rowHeads = await page.getByTestId('question-table').locator('tbody th').allTextContents();
    expect(rowHeads).toHaveLength(QUESTIONS);
    expect(rowHeads.every((h, i) => h.startsWith(`Question ${i + 1}: `) && !GREETING.test(h))).toBe(true);
    const lowestTitles = await page.getByTestId('lowest-answers').locator('h3').allTextContents();
    expect(lowestTitles).toEqual(rowHeads);
    // The chart's bars are keyed by a legend that names each level beside its colour, one colour each.
    const chartKeys = await page
      .getByTestId('chart-legend')
      .locator('li')
      .evaluateAll((items) =>
        items.map((li) => `${li.textContent}=${getComputedStyle(li, '::before').backgroundColor}`),
      );
    expect(chartKeys).toEqual([
      'Beginning (1)=rgb(213, 94, 0)',
      'Developing (2)=rgb(230, 159, 0)',
      'Proficient (3)=rgb(86, 180, 233)',
      'Advanced (4)=rgb(0, 114, 178)',
    ]);
    await shot(page, 'template-1366');
    await page.context().close();
  });

  it('give each level its own colour, with its label beside it, in every bar and legend', async () => {
    const page = await sessionReportAt(1366);
    const legend = page.getByRole('list', { name: 'Overall ratings by level' });
    const keys = await legend
      .locator('li')
      .evaluateAll((items) =>
        items.map((li) => ({ text: li.textContent ?? '', colour: getComputedStyle(li, '::before').backgroundColor })),
      );
    expect(keys.map((k) => k.text.replace(/: \d+$/, ''))).toEqual([
      'Beginning (1)',
      'Developing (2)',
      'Proficient (3)',
      'Advanced (4)',
    ]);
    expect(new Set(keys.map((k) => k.colour)).size).toBe(4);
    // The Okabe-Ito vermillion, orange, sky blue and blue; no longer one amber for two levels.
    expect(keys.map((k) => k.colour)).toEqual([
      'rgb(213, 94, 0)',
      'rgb(230, 159, 0)',
      'rgb(86, 180, 233)',
      'rgb(0, 114, 178)',
    ]);
    // A grid cell's colour is its level's, with the level's name written in it.
    const cells = await page
      .getByTestId('student-row')
      .filter({ hasText: student })
      .locator('td[data-level]:not([data-level="none"])')
      .evaluateAll((tds) =>
        tds.map((td) => ({
          level: td.getAttribute('data-level'),
          bar: getComputedStyle(td).getPropertyValue('--level-bar').trim(),
          text: td.textContent ?? '',
        })),
      );
    expect(cells.length).toBe(QUESTIONS + 1);
    const colourOf = new Map([
      ['1', '#D55E00'],
      ['2', '#E69F00'],
      ['3', '#56B4E9'],
      ['4', '#0072B2'],
    ]);
    const names = new Map([
      ['1', 'Beginning'],
      ['2', 'Developing'],
      ['3', 'Proficient'],
      ['4', 'Advanced'],
    ]);
    for (const cell of cells) {
      expect(cell.bar).toBe(colourOf.get(cell.level!));
      expect(cell.text).toContain(names.get(cell.level!));
    }
    await page.getByTestId('class-summary').screenshot({ path: `${SCREENSHOTS}first-hour-reports-levels.png` });
    await page.context().close();
  });

  it('export a line per student per question, and a gradebook line per student', async () => {
    const page = await sessionReportAt(1366);
    const students = await page.getByTestId('student-row').count();
    const download = async (button: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      return { name: file.suggestedFilename(), lines: parseCsv(readFileSync((await file.path())!, 'utf8')) };
    };

    const answers = await download('Export CSV');
    expect(answers.name).toMatch(/^checkin-water-cycle-check-in-demo-class-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = answers.lines;
    const at = (name: string) => header!.indexOf(name);
    for (const name of ['State', 'Started (UTC)', 'Follow-up answer', 'Level', "Teacher's note", 'Flagged']) {
      expect(at(name)).toBeGreaterThan(0);
    }
    expect(lines).toHaveLength(students * QUESTIONS);
    const theirs = lines.filter((l) => l[at('Student')] === student);
    expect(theirs.map((l) => l[at('Question number')])).toEqual(['1', '2', '3', '4', '5']);
    expect(theirs.every((l) => l[at('State')] === 'Finished' && !GREETING.test(l[at('Question')]!))).toBe(true);
    expect(theirs.every((l) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(l[at('Finished (UTC)')]!))).toBe(true);
    expect(theirs.every((l) => /^[1-4]$/.test(l[at('Overall rating (1 to 4)')]!))).toBe(true);

    const gradebook = await download('Export gradebook CSV');
    expect(gradebook.name).toMatch(/^checkin-water-cycle-check-in-demo-class-students-\d{4}-\d{2}-\d{2}\.csv$/);
    const [head, ...people] = gradebook.lines;
    expect(people).toHaveLength(students);
    const mine = people.find((l) => l[0] === student)!;
    const overall = mine[head!.indexOf('Overall rating (1 to 4)')]!;
    expect(overall).toMatch(/^[1-4]$/);
    expect(mine[head!.indexOf('Overall level')]).toBe(
      ['Beginning', 'Developing', 'Proficient', 'Advanced'][+overall - 1],
    );
    expect(head!.filter((h) => /^Question \d rating$/.test(h))).toHaveLength(QUESTIONS);
    await page.context().close();
  });

  for (const [width, height] of [
    [390, 844],
    [360, 740],
  ] as const) {
    it(`fit a ${width} px phone: no page-wide sideways scroll, wide tables scroll in their own box`, async () => {
      const page = await sessionReportAt(width, height);
      const overflow = () =>
        page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
          wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
            .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            // Inside a box that scrolls on its own, only the box itself must fit.
            .filter((e) => !e.parentElement?.closest('.report-grid-wrap'))
            .map((e) => `${e.tagName.toLowerCase()}.${e.className}`.slice(0, 80))
            .slice(0, 5),
        }));
      const session = await overflow();
      expect(session).toEqual({ page: width, screen: width, wide: [] });
      // The grid is wider than the phone: it scrolls inside its own box.
      const grid = page.getByRole('region', { name: /rating per question/ });
      expect(await grid.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      await shot(page, `session-${width}`);

      await page.goto(templateReport);
      await page.getByTestId('lowest-answers').waitFor();
      expect(await overflow()).toEqual({ page: width, screen: width, wide: [] });
      await shot(page, `template-${width}`);

      await page.goto(`${baseUrl}/assessment_report/overall_report`);
      await page.getByTestId('overall-totals').waitFor();
      expect(await overflow()).toEqual({ page: width, screen: width, wide: [] });
      // The overall report gives ratings on the scale, as the others do.
      expect(await page.getByTestId('overall-totals').textContent()).toMatch(/Average overall rating[\d.]+ of 4/);
      await shot(page, `overall-${width}`);
      await page.context().close();
    });
  }
});
