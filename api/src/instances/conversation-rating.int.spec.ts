import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishCheckIn, startCheckIn } from '../test/checkins.js';
import { TestProduct, classroom } from '../test/harness.js';

let builtIn: TestProduct;
let paced: TestProduct;
beforeAll(async () => {
  builtIn = await TestProduct.start();
  // As slow as a model: every result comes after a wait, none at once.
  paced = await TestProduct.start({ workerEnv: { AI_LATENCY_MS: '30' } });
});
afterAll(async () => {
  await builtIn?.stop();
  await paced?.stop();
});

type Append = { types: string[]; by: string };

/** An instance's appends in order: the types of each one's events, and the call or job that made it. */
async function appendsOf(product: TestProduct, instanceId: string): Promise<Append[]> {
  const rows: Array<{ type: string; by: string; tx: string }> = await product.db.query(
    `SELECT type, metadata->>'correlationId' AS by, transaction_id::text AS tx
       FROM events WHERE stream_id = $1 ORDER BY version`,
    [`instance-${instanceId}`],
  );
  const appends: Array<Append & { tx: string }> = [];
  for (const { type, by, tx } of rows) {
    const last = appends.at(-1);
    if (last?.tx === tx) last.types.push(type);
    else appends.push({ types: [type], by, tx });
  }
  return appends.map(({ types, by }) => ({ types, by }));
}

/** A one-question check-in taken to its overall rating; its instance id. */
async function takeCheckIn(product: TestProduct): Promise<string> {
  const room = await classroom(product, { numberOfQuestions: 1 });
  const checkIn = await startCheckIn(product, room, 'Ada');
  const answer = 'Water evaporates when the sun heats it, then the vapor cools and condenses into clouds.';
  const overall = await finishCheckIn(product, checkIn, [answer]);
  expect(overall.status).toBe(200);
  expect(overall.body.data.feedback).toMatch(/^Feedback: /);
  return checkIn.id;
}

describe("the conversation's rating", () => {
  it('is recorded by the built-in examiner in the append of the reply that ends the conversation, by its job', async () => {
    const appends = await appendsOf(builtIn, await takeCheckIn(builtIn));

    const ending = appends.at(-1)!;
    expect(ending.types).toEqual(['AiReplied', 'ConversationCompleted', 'AnswerRated', 'ConversationRated']);
    expect(ending.by).toMatch(/-next-response@\d+\+rate-answer@\d+$/);
    expect(appends.some((a) => /rate-conversation/.test(a.by))).toBe(false);
  });

  it('is a job of its own for an examiner that takes its time, as a model does', async () => {
    const appends = await appendsOf(paced, await takeCheckIn(paced));

    const ending = appends.at(-1)!;
    expect(ending).toEqual({ types: ['ConversationRated'], by: expect.stringMatching(/-rate-conversation@\d+$/) });
    const completed = appends.find((a) => a.types.includes('ConversationCompleted'))!;
    expect(completed.types).toContain('AiReplied');
    expect(completed.by).toMatch(/-next-response@\d+/);
  });
});
