import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluationCommand } from './cli.js';
import { accuracy, LABELS3, macroF1 } from './metrics.js';

describe('metrics', () => {
  it('computes accuracy and macro-F1 on a hand-made case', () => {
    const gold = ['correct', 'correct', 'incorrect', 'incorrect', 'contradictory'];
    const pred = ['correct', 'incorrect', 'incorrect', 'incorrect', 'correct'];
    expect(accuracy(gold, pred)).toBeCloseTo(3 / 5);
    // correct: tp 1 fp 1 fn 1 → 0.5; incorrect: tp 2 fp 1 fn 0 → 0.8; contradictory: 0
    expect(macroF1(gold, pred, LABELS3)).toBeCloseTo((0.5 + 0.8 + 0) / 3);
    expect(macroF1(['correct', 'incorrect'], ['correct', 'incorrect'], ['correct', 'incorrect'])).toBe(1);
  });
});

describe('eval command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'grading-eval-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('rates a small file given with --data and prints one JSON line with the fields', async () => {
    const file = join(dir, 'tiny.json');
    const reference = 'The water evaporates because the sun heats it.';
    writeFileSync(
      file,
      JSON.stringify([
        {
          questionId: 'Q1',
          question: 'What happens to a puddle on a sunny day?',
          referenceAnswers: [reference],
          answers: [
            { id: 'a1', text: 'The sun heats the water so it evaporates.', label3: 'correct', label2: 'correct' },
            { id: 'a2', text: 'I do not know.', label3: 'incorrect', label2: 'incorrect' },
            { id: 'a3', text: 'The water does not evaporate.', label3: 'contradictory', label2: 'incorrect' },
          ],
        },
      ]),
    );
    const lines: string[] = [];
    const code = await evaluationCommand(['--data', file, '--json', '--data-dir', dir], undefined, (l) =>
      lines.push(l),
    );
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    const r = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(r).toMatchObject({ file: 'tiny.json', n: 3, marked: null });
    for (const k of ['accuracy2', 'macroF1_2', 'accuracy3', 'macroF1_3']) {
      expect(typeof r[k]).toBe('number');
      expect(r[k]).toBeGreaterThanOrEqual(0);
      expect(r[k]).toBeLessThanOrEqual(1);
    }
    expect(r.accuracy2).toBeGreaterThanOrEqual(2 / 3);
  });

  it('rates again with the answers to the same questions in the marked file as marked answers', async () => {
    const file = join(dir, 'puddles.json');
    const marked = join(dir, 'puddles-marked.json');
    const question = 'Why does a puddle get smaller on a sunny day?';
    const referenceAnswers = ['The sun heats the water and it evaporates into the air as water vapor.'];
    const answer = (id: string, text: string, right: boolean) => ({
      id,
      text,
      label3: right ? 'correct' : 'incorrect',
      label2: right ? 'correct' : 'incorrect',
    });
    writeFileSync(
      file,
      JSON.stringify([
        {
          questionId: 'P1',
          question,
          referenceAnswers,
          answers: [
            answer('t1', 'the water turns to gas and floats up to the sky', true),
            answer('t2', 'the sun heats it', false),
          ],
        },
      ]),
    );
    writeFileSync(
      marked,
      JSON.stringify([
        {
          questionId: 'P1',
          question,
          referenceAnswers,
          answers: [
            answer('m1', 'It turns into a gas and floats up into the sky.', true),
            answer('m2', 'It evaporates because the sun warms it.', true),
            answer('m3', 'The water soaks into the ground.', false),
            answer('m4', 'The sun is hot.', false),
            answer('m5', 'The sun heats the ground.', false),
          ],
        },
        { questionId: 'OTHER', question: 'Why?', referenceAnswers: ['Because.'], answers: [] },
      ]),
    );
    const run = async (...args: string[]) => {
      const lines: string[] = [];
      expect(
        await evaluationCommand(['--data', file, '--json', '--data-dir', dir, ...args], undefined, (l) =>
          lines.push(l),
        ),
      ).toBe(0);
      return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    };
    const [keyOnly, withMarked] = await run('--marked', marked);
    expect(keyOnly).toMatchObject({ marked: null, n: 2, accuracy2: 0 });
    expect(withMarked).toMatchObject({ marked: { from: 'puddles-marked.json', perKind: 20 }, n: 2, accuracy2: 1 });
    expect(await run('--marked', marked, '--marked-per-kind', '3')).toHaveLength(2);
    expect((await run('--marked', marked, '--marked-per-kind', '3'))[1]).toMatchObject({ marked: { perKind: 3 } });
    // no question of the file is in it: key only
    expect(await run('--marked', join(dir, 'tiny.json'))).toHaveLength(1);
    expect(await run('--marked', 'none')).toHaveLength(1);
  });

  it('rejects an unknown argument', async () => {
    const lines: string[] = [];
    expect(await evaluationCommand(['--nope'], undefined, (l) => lines.push(l))).toBe(2);
    expect(lines.join('\n')).toContain('usage');
  });
});
