import { describe, it, expect } from 'vitest';
import { DEFAULT_RATING_SCALES, PRESET_TOPICS, RATING_LEVELS, type GradeBand } from '@checkin/domain';
import { coverage } from '../concepts.js';
import { judge } from '../rater.js';
import { settingsFor } from '../fixtures.test-helpers.js';
import { BANKS } from './index.js';

const BANDS: GradeBand[] = ['K-2', '3-5', '6-8', '9-12'];
const GRADE_OF: Record<GradeBand, '1' | '4' | '7' | '10'> = { 'K-2': '1', '3-5': '4', '6-8': '7', '9-12': '10' };

describe('question banks', () => {
  it('has a bank for every preset topic except Custom Topic', () => {
    expect(Object.keys(BANKS).sort()).toEqual(PRESET_TOPICS.filter((t) => t !== 'Custom Topic').sort());
  });

  for (const [topic, bank] of Object.entries(BANKS)) {
    for (const band of BANDS) {
      describe(`${topic} ${band}`, () => {
        const questions = bank[band];
        it('has at least 10 distinct questions with at least 2 concepts each', () => {
          expect(questions.length).toBeGreaterThanOrEqual(10);
          expect(new Set(questions.map((q) => q.text)).size).toBe(questions.length);
          for (const q of questions) expect(q.concepts.length, q.text).toBeGreaterThanOrEqual(2);
        });

        it('has example answers that cover every one of their own concepts', () => {
          for (const q of questions) {
            const cov = coverage(q.concepts, q.example);
            expect(
              cov.missing.map((c) => c.name),
              `${q.text}\n${q.example}`,
            ).toEqual([]);
          }
        });

        it('gives little credit for just repeating the question', () => {
          for (const q of questions) expect(coverage(q.concepts, q.text).fraction, q.text).toBeLessThan(1 / 3);
        });

        it('rates every example answer at the top level at every strictness', () => {
          for (const level of RATING_LEVELS) {
            for (const scale of DEFAULT_RATING_SCALES) {
              const settings = { ...settingsFor(topic, GRADE_OF[band]), ratingLevel: level, ratingScale: scale };
              for (const q of questions) {
                const top = Math.max(...scale.levels.map((l) => l.value));
                expect(judge({ kind: 'bank', ...q }, q.example, settings).rating, q.text).toBe(top);
              }
            }
          }
        });
      });
    }
  }
});
