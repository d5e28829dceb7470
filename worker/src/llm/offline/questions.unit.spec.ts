import { describe, it, expect } from 'vitest';
import { GRADES, gradeBand } from '@checkin/domain';
import { bankFor } from './banks/index.js';
import { GENERIC_QUESTION_COUNT } from './generic-questions.js';
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
        expect(q.kind).toBe('bank');
        expect(bank).toContain(q.text);
      }
    }
  });

  it("asks the teacher's own questions first, in order", () => {
    const customQuestions = ['What surprised you most?', '  ', 'Draw the cycle in words.'];
    const plan = planQuestions(settingsFor('Water Cycle', '4', { customQuestions }), 't');
    expect(plan.slice(0, 2).map((q) => q.text)).toEqual(['What surprised you most?', 'Draw the cycle in words.']);
    expect(plan.slice(0, 2).every((q) => q.kind === 'generic' && q.source === 'custom')).toBe(true);
    expect(plan[2]!.kind).toBe('bank');
    expect(plan).toHaveLength(5);
  });

  it('uses generic questions built around a custom topic', () => {
    const plan = planQuestions(settingsFor('Photosynthesis', '6', { numberOfQuestions: 8 }), 't');
    expect(plan.every((q) => q.kind === 'generic' && q.text.includes('Photosynthesis'))).toBe(true);
    expect(new Set(plan.map((q) => q.text)).size).toBe(8);
    expect(plan[0]!.text).toBe('In your own words, what is Photosynthesis about?');
  });

  it('falls back to the title when the topic is the bare "Custom Topic"', () => {
    const s = settingsFor('Custom Topic', '6', { title: 'Volcanoes' });
    expect(topicLabel(s)).toBe('Volcanoes');
    expect(texts(s, 't')[0]).toContain('Volcanoes');
  });

  it('fills up to 20 distinct questions, with generic ones after the bank runs out', () => {
    expect(GENERIC_QUESTION_COUNT).toBeGreaterThanOrEqual(20);
    const preset = planQuestions(settingsFor('Water Cycle', '4', { numberOfQuestions: 20 }), 't');
    expect(new Set(preset.map((q) => q.text)).size).toBe(20);
    expect(preset.slice(0, 10).every((q) => q.kind === 'bank')).toBe(true);
    expect(preset[10]!.text).toBe('In your own words, what is the water cycle about?');
    const custom = planQuestions(settingsFor('Volcanoes', '4', { numberOfQuestions: 20 }), 't');
    expect(new Set(custom.map((q) => q.text)).size).toBe(20);
  });

  it('keeps the count between 1 and 20', () => {
    expect(planQuestions(settingsFor('Water Cycle', '4', { numberOfQuestions: 0 }), 't')).toHaveLength(1);
    expect(planQuestions(settingsFor('Water Cycle', '4', { numberOfQuestions: 99 }), 't')).toHaveLength(20);
  });

  it('cannot be made to emit a tag through teacher text', () => {
    const plan = planQuestions(settingsFor('<script>x</script>', '4', { customQuestions: ['<b>Why?</b>'] }), 't');
    for (const q of plan) expect(q.text).not.toMatch(/<[a-z/]/i);
  });
});
