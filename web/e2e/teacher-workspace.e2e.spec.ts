import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import { answerUntilFinished, declineCookies, start } from './student.js';
import { sessionCounts, settled, signIn } from './teacher.js';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

const CHECKIN = 'Plants and Light';
const QUESTIONS = ['What do plants need to make their own food?', 'Why are most leaves green?'];
const ANSWERS = [
  'Plants need sunlight, water and carbon dioxide from the air, and they use chlorophyll in their leaves to make sugar.',
  'Leaves have chlorophyll, which absorbs red and blue light and reflects green light, so the leaves look green.',
  'The sugar made by photosynthesis gives the plant energy to grow, and oxygen is released into the air.',
];

let browser: Browser;
/** The CheckIn the builder made: the later tests share it. */
let templateId = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function screenshot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS}teacher-${name}.png`, fullPage: true });
}

describe("a teacher's workspace in the browser", () => {
  it('builds a CheckIn with two questions of their own, previews it to the end, and reads the transcript with ratings', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'New CheckIn' }).click();
    await page.waitForURL(/\/dashboard\?edit=new$/);
    const builder = page.getByRole('dialog', { name: 'New CheckIn' });
    const name = builder.getByRole('textbox', { name: 'Name' });
    await name.waitFor();

    // By keyboard: each field is typed into, the radios are moved with the arrow keys.
    await name.focus();
    await page.keyboard.type(CHECKIN);
    await builder.getByLabel('Grade').selectOption({ label: 'Grade 5' });
    await builder.getByLabel('Topic').selectOption({ label: 'My own topic…' });
    await builder.getByRole('textbox', { name: 'Your topic' }).fill('Photosynthesis');
    await builder.getByRole('textbox', { name: 'Number of questions' }).fill('2');
    await builder.getByRole('radio', { name: /The AI examiner writes them/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await builder.getByRole('radio', { name: /I write my own/ }).isChecked()).toBe(true);
    const add = builder.getByRole('button', { name: 'Add a question' });
    for (const question of QUESTIONS) {
      await add.focus();
      await page.keyboard.press('Enter');
      // Focus moves to the new question's box.
      await page.keyboard.type(question);
    }
    const question = (n: number) => builder.getByRole('textbox', { name: `Question ${n}` });
    expect([await question(1).inputValue(), await question(2).inputValue()]).toEqual(QUESTIONS);
    // Moved up by keyboard, focus follows the question: Enter again moves it back down.
    await builder.getByRole('button', { name: 'Move question 2 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await question(1).inputValue()).toBe(QUESTIONS[1]);
    await page.keyboard.press('Enter');
    expect([await question(1).inputValue(), await question(2).inputValue()]).toEqual(QUESTIONS);

    await builder.getByLabel('Tags').focus();
    await page.keyboard.type('biology,plants,');
    await builder.getByRole('switch', { name: 'Share with the community' }).focus();
    await page.keyboard.press('Space');
    expect(await builder.getByRole('switch', { name: 'Share with the community' }).isChecked()).toBe(true);

    await builder.getByRole('button', { name: 'Create CheckIn' }).click();
    // A new CheckIn opens on its sessions, ready to share.
    await page.getByRole('dialog', { name: `Sessions: ${CHECKIN}` }).waitFor();
    templateId = new URL(page.url()).searchParams.get('template') ?? '';
    expect(templateId).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole('link', { name: 'Try it as a student (preview)' }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${CHECKIN}` });
    await preview.getByRole('button', { name: 'Start' }).waitFor();
    await start(page, 'Ms Rivera');
    expect(await preview.getByTestId('progress').textContent()).toContain('Question 1 of 2');
    const sent = await answerUntilFinished(page, ANSWERS);
    await preview.getByTestId('overall-result').getByText('Feedback').waitFor({ timeout: 30_000 });
    await screenshot(page, 'preview-result');
    expect(await seriousViolations(page)).toEqual([]);

    await preview.getByRole('link', { name: 'See this preview as you see a student’s results' }).click();
    await page.waitForURL(/\/assessment_instance\/[0-9a-f-]{36}$/);
    await page.getByTestId('mode-badge').filter({ hasText: 'Preview' }).waitFor();
    const transcript = page.getByRole('list', { name: 'Transcript' });
    await transcript.waitFor();
    const text = (await transcript.textContent()) ?? '';
    expect(text).toContain(QUESTIONS[0]);
    expect(text).toContain(QUESTIONS[1]);
    const answers = transcript.getByTestId('answer');
    expect(await answers.count()).toBe(sent.length);
    await expect.poll(() => answers.getByTestId('rating-badge').count(), { timeout: 30_000 }).toBe(sent.length);
    await screenshot(page, 'preview-instance');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shares a session: the open dashboard counts a student live, and once closed the link turns new students away', async () => {
    expect(templateId, 'the CheckIn made by the first test').not.toBe('');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signIn(page, baseUrl);
    // From here on the dashboard is never reloaded: a student takes the CheckIn meanwhile in another browser.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: `Sessions and sharing: ${CHECKIN}` }).click();
    const panel = page.getByRole('dialog', { name: `Sessions: ${CHECKIN}` });
    await panel.getByRole('textbox', { name: 'Session name' }).fill('Period 3');
    await panel.getByRole('textbox', { name: 'Session name' }).press('Enter');
    const share = page.getByRole('dialog', { name: 'Share “Period 3”' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl}/session/[0-9a-f-]{36}$`));
    expect(await share.getByRole('textbox', { name: 'Student link' }).inputValue()).toBe(link);
    await screenshot(page, 'share-dialog');
    expect(await seriousViolations(page)).toEqual([]);
    // For a projector: the code fills the screen, the link written beneath it.
    await share.getByRole('button', { name: 'Show QR code' }).click();
    const projected = page.getByRole('dialog', { name: 'Join “Period 3”' });
    await projected.getByRole('img', { name: 'QR code of the student link for Period 3' }).waitFor();
    await projected.getByRole('heading', { name: link }).waitFor();
    await screenshot(page, 'share-qr');
    expect(await seriousViolations(page)).toEqual([]);
    await projected.getByRole('button', { name: 'Back to the link' }).click();
    await share.getByRole('button', { name: 'Done' }).click();
    await panel.getByRole('button', { name: 'Close sessions' }).click();
    await page.waitForURL(/\/dashboard$/);

    const recent = page.getByRole('region', { name: 'Recent sessions' }).getByRole('listitem', { name: 'Period 3' });
    await recent.waitFor();
    expect(await sessionCounts(recent)).toEqual({ inProgress: 0, completed: 0 });
    const student = await newPage(browser, 360, 740);
    await student.page.goto(link);
    await declineCookies(student.page);
    expect(await student.page.getByTestId('checkin-title').textContent()).toBe(CHECKIN);
    await start(student.page, 'Sam');
    await expect.poll(() => sessionCounts(recent), { timeout: 15_000 }).toEqual({ inProgress: 1, completed: 0 });
    await screenshot(page, 'dashboard-live-in-progress');
    await answerUntilFinished(student.page, ANSWERS);
    await student.page.getByTestId('overall-result').getByText('Feedback').waitFor({ timeout: 30_000 });
    await student.page.getByRole('button', { name: 'Finish' }).click();
    await student.page.waitForURL(/\/session\/checkin_complete/);
    await expect.poll(() => sessionCounts(recent), { timeout: 15_000 }).toEqual({ inProgress: 0, completed: 1 });
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The recent sessions and the sessions panel shared the page's one live connection.
    expect(sockets.filter((url) => url.includes('/socket.io/'))).toHaveLength(1);
    await student.context.close();

    await recent.getByRole('link', { name: `All sessions of ${CHECKIN}` }).click();
    await panel.getByRole('button', { name: 'Close Period 3' }).click();
    const closed = panel.getByRole('region', { name: 'Closed sessions' }).getByRole('listitem', { name: 'Period 3' });
    await closed.waitFor();
    expect(await sessionCounts(closed)).toEqual({ inProgress: 0, completed: 1 });

    const late = await newPage(browser, 360, 740);
    await late.page.goto(link);
    await declineCookies(late.page);
    await late.page.getByText('This check-in is closed. Ask your teacher for a new link.').waitFor();
    await late.page.screenshot({ path: `${SCREENSHOTS}teacher-closed-session-student.png`, fullPage: true });
    expect(await seriousViolations(late.page)).toEqual([]);
    await late.context.close();

    // Reopened, the same link takes students again.
    await panel.getByRole('button', { name: 'Reopen Period 3' }).click();
    await panel.getByRole('region', { name: 'Open sessions' }).getByRole('listitem', { name: 'Period 3' }).waitFor();
    const again = await newPage(browser, 360, 740);
    await again.page.goto(link);
    await again.page.getByRole('button', { name: 'Start' }).waitFor();
    await again.context.close();
    await context.close();
  });

  it('has no serious or critical accessibility violations on the dashboard, builder, sessions panel and community page at 1280 and 768 px', async () => {
    expect(templateId, 'the CheckIn made by the first test').not.toBe('');
    for (const width of [1280, 768]) {
      const { context, page } = await newPage(browser, width, width === 768 ? 1024 : 900);
      const check = async (name: string) => {
        await screenshot(page, `${name}-${width}`);
        expect({ page: name, violations: await seriousViolations(page) }).toEqual({ page: name, violations: [] });
      };
      await signIn(page, baseUrl);
      await page.getByRole('heading', { level: 2, name: 'Recent sessions' }).waitFor();
      await page.getByRole('region', { name: 'Recent sessions' }).getByRole('listitem').first().waitFor();
      await check('dashboard');

      await page.goto(`${baseUrl}/dashboard?edit=new`);
      await page.getByRole('dialog', { name: 'New CheckIn' }).getByRole('textbox', { name: 'Name' }).waitFor();
      await check('builder');

      await page.goto(`${baseUrl}/dashboard?template=${templateId}`);
      await page
        .getByRole('dialog', { name: `Sessions: ${CHECKIN}` })
        .getByRole('listitem', { name: 'Period 3' })
        .waitFor();
      await check('sessions-panel');

      await page.goto(`${baseUrl}/community/checkins`);
      await page.getByRole('heading', { level: 1, name: 'Community CheckIns' }).waitFor();
      await page.getByRole('article', { name: CHECKIN }).getByText('plants', { exact: true }).waitFor();
      await check('community');
      await context.close();
    }
  });
});
