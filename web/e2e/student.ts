import type { Page } from 'playwright-core';

/** What a student does, in the words of the page: the steps the browser tests share. */

export async function openCheckin(page: Page, baseUrl: string, sessionId: string): Promise<void> {
  await page.goto(`${baseUrl}/session/${sessionId}`);
  await page.getByRole('button', { name: 'Start' }).waitFor();
}

/**
 * Declines analytics where the page asks. The banner is in the page from its first render (it slides in after
 * 300 ms); a student's page never has one, nor does a page once a choice is stored: then there is nothing to do.
 */
export async function declineCookies(page: Page): Promise<void> {
  await page.getByRole('main').first().waitFor();
  if ((await page.locator('.consent-banner').count()) === 0) return;
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('button', { name: 'Decline' }).waitFor({ state: 'detached' });
}

/** Someone else on this device after a finished check-in: a new student, on the welcome screen. */
export async function startAsNewStudent(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start as a new student' }).click();
  await page.getByRole('button', { name: 'Start' }).waitFor();
}

export async function start(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name (optional)').fill(name);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByTestId('progress').filter({ hasText: 'Question 1 of' }).waitFor();
  await answerBoxReady(page);
}

export async function answerBoxReady(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const box = document.querySelector<HTMLTextAreaElement>('[data-testid=answer-box]');
      return (box !== null && !box.disabled) || document.querySelector('[data-testid=finish-button]') !== null;
    },
    null,
    { timeout },
  );
}

/**
 * Sends an answer with Enter and waits for the reply, sampling the text being streamed meanwhile: returns the
 * lengths of streamed text seen, in order.
 */
export async function answer(page: Page, text: string): Promise<number[]> {
  const box = page.getByRole('textbox', { name: 'Your answer' });
  await box.fill(text);
  await box.press('Enter');
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const lengths: number[] = [];
        const began = Date.now();
        const tick = () => {
          const streaming = document.querySelector('[data-testid=ai-streaming]')?.textContent ?? '';
          if (streaming && lengths[lengths.length - 1] !== streaming.length) lengths.push(streaming.length);
          const box = document.querySelector<HTMLTextAreaElement>('[data-testid=answer-box]');
          const done =
            (box !== null && !box.disabled) || document.querySelector('[data-testid=finish-button]') !== null;
          if (done && Date.now() - began > 100) return resolve(lengths);
          if (Date.now() - began > 30_000) return reject(new Error('no reply within 30 s'));
          setTimeout(tick, 15);
        };
        tick();
      }),
  );
}

export const GOOD_ANSWERS = [
  'The sun heats water in oceans and lakes, so it evaporates and turns into water vapor that rises into the air.',
  'The water vapor cools high up and condenses into tiny droplets, which form clouds.',
  'When the droplets get heavy they fall as precipitation, like rain, snow, sleet or hail.',
  'The water collects in rivers, lakes and oceans, and soaks into the ground, then the cycle starts again.',
  'Plants also release water vapor through their leaves, which is called transpiration.',
];

/** Answers until the check-in ends; returns the answers sent, in order. */
export async function answerUntilFinished(page: Page, answers = GOOD_ANSWERS): Promise<string[]> {
  const sent: string[] = [];
  for (let i = 0; i < 15 && (await page.getByTestId('finish-button').count()) === 0; i++) {
    const text = answers[i % answers.length]!;
    await answer(page, text);
    sent.push(text);
  }
  return sent;
}
