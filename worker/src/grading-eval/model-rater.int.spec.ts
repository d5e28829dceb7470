import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluationCommand, offlineRater } from '@checkin/grading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRatingModelConfig } from '../config.js';
import { chatText, FakeOpenAiServer } from '../llm/openai/fake-openai-server.test-helpers.js';
import { openAiRater } from './model-rater.js';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await FakeOpenAiServer.start();
});
afterAll(async () => {
  await server?.close();
});

const QUESTION = 'How did you separate the salt from the water?';
const REFERENCE = 'The water was evaporated, leaving the salt.';
const FILE = [
  {
    questionId: 'EM_45b',
    question: QUESTION,
    referenceAnswers: [REFERENCE],
    answers: [
      { id: 'a1', text: 'We let the water evaporate.', label3: 'correct', label2: 'correct' },
      { id: 'a2', text: 'The salt evaporated and the water stayed.', label3: 'contradictory', label2: 'incorrect' },
      { id: 'a3', text: 'By pouring it in a tray.', label3: 'incorrect', label2: 'incorrect' },
    ],
  },
];
const verdict = (rating: number) => ({
  kind: 'reply' as const,
  content: JSON.stringify({ rating, explanation: 'Compared with the reference.', keyPoints: [] }),
});

describe('the model rater in the grading evaluation', () => {
  it("rates each answer through the product's rater, with the reference as the key, and reports it beside the offline one", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grading-eval-'));
    const file = join(dir, 'small.json');
    writeFileSync(file, JSON.stringify(FILE));
    server.answer(verdict(3), verdict(1), verdict(3));
    const model = openAiRater(
      loadRatingModelConfig({ OPENAI_BASE_URL: server.baseURL, AI_RATING_MODEL: 'grader', AI_TIMEOUT_MS: '5000' }),
    );
    const lines: string[] = [];
    const code = await evaluationCommand(
      ['--data', file, '--json', '--data-dir', dir],
      { offline: offlineRater, model },
      (line) => lines.push(line),
    );
    expect(code).toBe(0);
    const reports = lines.map((l) => JSON.parse(l));
    expect(reports.map((r) => r.rater)).toEqual(['offline', 'model']);
    // The scripted model got the first two right and called the third correct: 2 of 3 on both label sets.
    expect(reports[1]).toMatchObject({ file: 'small.json', n: 3, accuracy2: 0.6667, accuracy3: 0.6667 });
    expect(server.requests).toHaveLength(3);
    const text = chatText(server.requests[1]!);
    expect(server.requests[1]!.model).toBe('grader');
    expect(text).toContain(`Model answer: ${REFERENCE}`);
    expect(text).toContain(`<examiner>${QUESTION}</examiner>`);
    expect(text).toContain('The salt evaporated and the water stayed.');
    expect(text).toContain('1 = Contradictory');
  });
});
