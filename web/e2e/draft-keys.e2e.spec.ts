import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatRequest,
  type Scripted,
  FakeOpenAiServer,
} from '../../worker/src/llm/openai/fake-openai-server.test-helpers.js';
import { seriousViolations } from './a11y.js';
import { launchBrowser, newPage } from './browser.js';
import { type RunningProduct, startProduct } from './product.js';
import { settled, signIn } from './teacher.js';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

const CHECKIN = 'Volcanoes Drafted Keys';
const QUESTIONS = ['Why do most volcanoes form near the edges of plates?', 'What comes out of a volcano?'];
const KEYS = [
  {
    modelAnswer: 'Volcanoes form where plates meet or pull apart, because magma rises through the gaps.',
    keyPoints: ['plates meet or pull apart', 'magma rises through the gaps'],
    misconceptions: ['volcanoes form wherever mountains are tallest'],
  },
  {
    modelAnswer: 'An erupting volcano gives out lava, ash and gases such as steam.',
    keyPoints: ['lava', 'ash', 'gases'],
    misconceptions: [],
  },
];
const EDITED = 'Lava, ash and gases come out when a volcano erupts.';

/** The rating model drafting the key of the question it is asked about, a word at a time, in the line format. */
function keyModel(request: ChatRequest): Scripted {
  const asked = request.messages.map((m) => m.content).join('\n');
  const key = asked.includes('edges of plates') ? KEYS[0]! : KEYS[1]!;
  const text = [
    `Model answer: ${key.modelAnswer}`,
    'Key points:',
    ...key.keyPoints.map((p) => `- ${p}`),
    ...(key.misconceptions.length ? ['Misconceptions:', ...key.misconceptions.map((m) => `- ${m}`)] : []),
  ].join('\n');
  return { kind: 'stream', deltas: text.match(/\S+\s*/g)!, gapMs: 60 };
}

let browser: Browser;
let model: FakeOpenAiServer;
let product: RunningProduct;
beforeAll(async () => {
  browser = await launchBrowser();
  model = (await FakeOpenAiServer.start()).always(keyModel);
  product = await startProduct({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseURL });
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await model?.close();
});

describe('answer keys drafted by the model in the builder', () => {
  it('streams a key into each question, lets the teacher edit one, and saves what the teacher saved', async () => {
    const { page, context } = await newPage(browser, 1280, 900);
    await signIn(page, product.baseUrl);
    await page.getByRole('link', { name: 'New CheckIn' }).click();
    const builder = page.getByRole('dialog', { name: 'New CheckIn' });
    await builder.getByRole('textbox', { name: 'Name' }).fill(CHECKIN);
    await builder.getByLabel('Grade').selectOption({ label: 'Grade 6' });
    await builder.getByLabel('Topic').selectOption({ label: 'My own topic…' });
    await builder.getByRole('textbox', { name: 'Your topic' }).fill('Volcanoes');
    await builder.getByRole('textbox', { name: 'Number of questions' }).fill('2');
    await builder.getByRole('radio', { name: /I write my own/ }).check();
    for (const [i, question] of QUESTIONS.entries()) {
      await builder.getByRole('button', { name: 'Add a question' }).click();
      await builder.getByRole('textbox', { name: `Question ${i + 1}` }).fill(question);
    }
    const keyOf = (n: number) => builder.getByRole('group', { name: `Answer key to question ${n}` });

    // From the keyboard: the button starts the drafts, and Cancel takes its place.
    await builder.getByRole('button', { name: 'Draft answer keys' }).focus();
    await page.keyboard.press('Enter');
    await builder.getByRole('button', { name: 'Cancel drafting' }).waitFor();
    // The model answer fills as the model writes it, before the key is done.
    const seen = new Set<string>();
    const firstAnswer = keyOf(1).getByRole('textbox', { name: 'Model answer' });
    while (!(await keyOf(1).getByText('Drafted by the AI').isVisible())) {
      const value = await firstAnswer.inputValue();
      if (value) seen.add(value);
      await page.waitForTimeout(40);
    }
    expect(seen.size).toBeGreaterThan(2);
    expect([...seen].some((value) => KEYS[0]!.modelAnswer.startsWith(value) && value !== KEYS[0]!.modelAnswer)).toBe(
      true,
    );
    await keyOf(2).getByText('Drafted by the AI').waitFor();
    await builder.getByRole('button', { name: 'Draft answer keys' }).waitFor();
    expect(await firstAnswer.inputValue()).toBe(KEYS[0]!.modelAnswer);
    expect(await keyOf(1).getByRole('textbox', { name: 'Key points' }).inputValue()).toBe(
      KEYS[0]!.keyPoints.join('\n'),
    );
    expect(await keyOf(2).getByRole('textbox', { name: 'Key points' }).inputValue()).toBe(
      KEYS[1]!.keyPoints.join('\n'),
    );

    // The teacher edits the second draft, then saves.
    await keyOf(2).getByRole('textbox', { name: 'Model answer' }).fill(EDITED);
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}drafted-keys-builder.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await builder.getByRole('button', { name: 'Create CheckIn' }).click();
    await page.getByRole('dialog', { name: `Sessions: ${CHECKIN}` }).waitFor();

    // The saved CheckIn holds the drafted key and the edited one.
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.getByRole('link', { name: `Edit ${CHECKIN}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit CheckIn' });
    const savedKey = (n: number) => editor.getByRole('group', { name: `Answer key to question ${n}` });
    await savedKey(2).waitFor();
    expect(await savedKey(1).getByRole('textbox', { name: 'Model answer' }).inputValue()).toBe(KEYS[0]!.modelAnswer);
    expect(await savedKey(1).getByRole('textbox', { name: 'Common misconceptions' }).inputValue()).toBe(
      KEYS[0]!.misconceptions[0],
    );
    expect(await savedKey(2).getByRole('textbox', { name: 'Model answer' }).inputValue()).toBe(EDITED);
    expect(await savedKey(2).getByRole('textbox', { name: 'Key points' }).inputValue()).toBe(
      KEYS[1]!.keyPoints.join('\n'),
    );
    expect(model.requests).toHaveLength(2);
    await context.close();
  });
});
