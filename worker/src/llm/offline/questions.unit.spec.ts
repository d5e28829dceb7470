import { describe, it, expect } from 'vitest';
import { GRADES, MAX_QUESTIONS, gradeBand } from '@checkin/domain';
import { bankFor } from './banks/index.js';
import { OPEN_QUESTION_COUNT } from './generic-questions.js';
import { settingsFor } from './fixtures.test-helpers.js';
import { planQuestions, topicLabel } from './questions.js';

const texts = (...args: Parameters<typeof planQuestions>) => planQuestions(...args).map((q) => q.text);

describe('question choice', () => {
  it('is the same for every student of one template', () => {
    const s = settingsFor('Water Cycle', '4');
    expect(texts(s, 'tmpl-A')).toEqual(texts(s, 'tmpl-A'));
  });

  it('can differ between templates', () => {
    const s = settingsFor('Water Cycle', '4');
    expect(texts(s, 'tmpl-A')).not.toEqual(texts(s, 'tmpl-B'));
  });

  it('takes bank questions written for the grade band', () => {
    for (const grade of GRADES) {
      const bank = bankFor('Food Chain', gradeBand(grade))!.map((q) => q.text);
      for (const q of planQuestions(settingsFor('Food Chain', grade), 't')) {
        expect(q.source).toBe('bank');
        expect(q.key!.keyPoints.length).toBeGreaterThanOrEqual(2);
        expect(bank).toContain(q.text);
      }
    }
  });

  it("asks the teacher's own questions first, in order, with their keys", () => {
    const key = { modelAnswer: 'It rises, cools and condenses.', keyPoints: ['cools'], misconceptions: [] };
    const customQuestions = [
      { question: 'What surprised you most?', key: null },
      { question: '  ', key: null },
      { question: 'Draw the cycle in words.', key },
    ];
    const plan = planQuestions(settingsFor('Water Cycle', '4', { customQuestions }), 't');
    expect(plan.slice(0, 2)).toEqual([
      { source: 'custom', text: 'What surprised you most?', key: null, followUp: null },
      { source: 'custom', text: 'Draw the cycle in words.', key, followUp: null },
    ]);
    expect(plan[2]!.source).toBe('bank');
    expect(plan).toHaveLength(5);
  });

  it("asks open questions, with no key, about a topic of the teacher's own", () => {
    const plan = planQuestions(settingsFor('Photosynthesis', '6', { numberOfQuestions: 8 }), 't');
    expect(plan.every((q) => q.source === 'open' && q.key === null && q.text.includes('Photosynthesis'))).toBe(true);
    expect(new Set(plan.map((q) => q.text)).size).toBe(8);
    expect(plan[0]!.text).toBe('In your own words, what have you learned about Photosynthesis?');
  });

  it('falls back to the title when the topic is the bare "Custom Topic"', () => {
    const s = settingsFor('Custom Topic', '6', { title: 'Volcanoes' });
    expect(topicLabel(s)).toBe('Volcanoes');
    expect(texts(s, 't')[0]).toContain('Volcanoes');
  });

  it('fills up to 20 distinct questions, with open ones after the bank runs out', () => {
    const preset = planQuestions(settingsFor('Water Cycle', '4', { numberOfQuestions: 20 }), 't');
    expect(new Set(preset.map((q) => q.text)).size).toBe(20);
    expect(preset.slice(0, 10).every((q) => q.source === 'bank')).toBe(true);
    expect(preset[10]!.text).toBe('In your own words, what have you learned about the water cycle?');
    const custom = planQuestions(settingsFor('Volcanoes', '4', { numberOfQuestions: 20 }), 't');
    expect(custom.every((q) => q.source === 'open')).toBe(true);
    expect(new Set(custom.map((q) => q.text)).size).toBe(20);
    expect(OPEN_QUESTION_COUNT).toBeGreaterThanOrEqual(MAX_QUESTIONS);
  });

  it('keeps the count between 1 and 20', () => {
    expect(planQuestions(settingsFor('Water Cycle', '4', { numberOfQuestions: 0 }), 't')).toHaveLength(1);
    expect(planQuestions(settingsFor('Water Cycle', '4', { numberOfQuestions: 99 }), 't')).toHaveLength(20);
  });

  it("keeps the teacher's text as typed, on one line (pages show it as text)", () => {
    const customQuestions = [{ question: 'Is 3 < 5?\nWhy?', key: null }];
    const plan = planQuestions(settingsFor('Maths <b>facts</b>', '4', { customQuestions }), 't');
    expect(plan[0]!.text).toBe('Is 3 < 5? Why?');
    expect(plan[1]!.text).toContain('about Maths <b>facts</b>');
  });
});
