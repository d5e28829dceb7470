import { describe, it, expect } from 'vitest';
import { GRADES, MAX_QUESTIONS, PROMPT_TYPES, PRESET_TOPICS, gradeBand } from '@checkin/domain';
import { bankFor } from './banks/index.js';
import { context, settingsFor, Transcript } from './fixtures.test-helpers.js';
import { OfflineExaminer } from './offline-examiner.js';
import { planQuestions } from './questions.js';
import { fitsStyle } from './styles.js';

const TOPICS = [...PRESET_TOPICS, 'Volcanoes'];

describe('a questioning style (promptType)', () => {
  it("reads a question's style from its wording", () => {
    expect(fitsStyle('Why does a puddle dry up faster on a hot day?', 'reasoning')).toBe(true);
    expect(fitsStyle('How do you know the Earth is round?', 'reasoning')).toBe(true);
    expect(fitsStyle('What is evaporation?', 'reasoning')).toBe(false);
    expect(fitsStyle('What would happen if a rabbit had no grass to eat?', 'apply')).toBe(true);
    expect(fitsStyle('Imagine you kick a ball on ice. What does it do?', 'apply')).toBe(true);
    expect(fitsStyle('What is evaporation?', 'apply')).toBe(false);
    expect(fitsStyle('What is evaporation?', 'default')).toBe(true);
  });

  it("asks the style's bank questions first, and the same bank questions in every style", () => {
    for (const topic of PRESET_TOPICS.slice(1)) {
      for (const grade of ['1', '4', '7', '10'] as const) {
        const bank = bankFor(topic, gradeBand(grade))!;
        for (const style of PROMPT_TYPES) {
          const plan = planQuestions(settingsFor(topic, grade, { promptType: style, numberOfQuestions: 20 }), 't');
          const asked = plan.filter((q) => q.source === 'bank');
          expect(asked.map((q) => q.text).sort()).toEqual(bank.map((q) => q.text).sort());
          const fitting = asked.filter((q) => fitsStyle(q.text, style)).length;
          expect(
            asked.slice(0, fitting).every((q) => fitsStyle(q.text, style)),
            `${topic} ${grade} ${style}`,
          ).toBe(true);
        }
      }
    }
  });

  it("opens a topic of the teacher's own with the style's open questions", () => {
    const first = (promptType: (typeof PROMPT_TYPES)[number]) =>
      planQuestions(settingsFor('Volcanoes', '6', { promptType }), 't').map((q) => q.text)[0];
    expect(first('default')).toBe('In your own words, what have you learned about Volcanoes?');
    expect(first('reasoning')).toBe(
      'Pick one thing you learned about Volcanoes. Why does it happen, or why is it true?',
    );
    expect(first('apply')).toBe(
      'Give one example, from everyday life or from class, of something you learned about Volcanoes.',
    );
  });

  it('never plans the same question twice, in any style, topic, grade band or length', () => {
    for (const topic of TOPICS) {
      for (const grade of GRADES) {
        for (const promptType of PROMPT_TYPES) {
          for (const numberOfQuestions of [1, 5, 12, MAX_QUESTIONS]) {
            const plan = planQuestions(settingsFor(topic, grade, { promptType, numberOfQuestions }), 't');
            expect(plan).toHaveLength(numberOfQuestions);
            expect(new Set(plan.map((q) => q.text.toLowerCase())).size, `${topic} ${grade} ${promptType}`).toBe(
              numberOfQuestions,
            );
          }
        }
      }
    }
  });

  it('does not ask a bank question again when the teacher typed it in as their own', () => {
    const bankQuestion = planQuestions(settingsFor('Water Cycle', '4'), 't')[0]!;
    const customQuestions = [{ question: ` ${bankQuestion.text.toUpperCase()} `, key: bankQuestion.key }];
    const plan = planQuestions(settingsFor('Water Cycle', '4', { customQuestions, numberOfQuestions: 12 }), 't');
    const same = plan.filter((q) => q.text.toLowerCase() === bankQuestion.text.toLowerCase());
    expect(same).toHaveLength(1);
    expect(same[0]!.source).toBe('custom');
  });

  it('follows up on a thin answer with what the style asks for', async () => {
    const examiner = new OfflineExaminer();
    const key = {
      modelAnswer: 'Water evaporates, rises, cools and condenses into clouds.',
      keyPoints: ['evaporates', 'condenses'],
      misconceptions: [],
    };
    const followUpIn = async (
      promptType: (typeof PROMPT_TYPES)[number],
      grade: '1' | '6',
      question = 'How do clouds form?',
    ) => {
      const settings = settingsFor('Water Cycle', grade, {
        promptType,
        customQuestions: [{ question, key }],
      });
      const t = new Transcript();
      t.add('assistant', `Question 1 of 5: ${question}`, 0);
      t.add('user', 'from water', 0);
      const plan = {
        kind: 'after-answer' as const,
        answerMessageId: 'm2',
        answeredIndex: 0,
        nextIndex: 1,
        nextIsClosing: false,
        mayFollowUp: true,
        safetyConcern: null,
      };
      const turn = await examiner.nextTurn(context(settings, t.messages), plan, () => {});
      expect(turn.followUp).toBe(true);
      return turn.content;
    };
    expect(await followUpIn('default', '6')).toContain('Explain what happens and why');
    // in the default style, what the question asks for: what a thing is, or the steps of doing it
    expect(await followUpIn('default', '6', 'What is evaporation?')).toContain('Say what it is in your own words');
    expect(await followUpIn('default', '1', 'What is evaporation?')).toContain('What is it?');
    expect(await followUpIn('default', '6', 'How do you make a cloud in a jar?')).toContain('Tell me the steps');
    expect(await followUpIn('reasoning', '6')).toContain('How do you know? Give one reason');
    expect(await followUpIn('reasoning', '1')).toContain('Why do you think so?');
    expect(await followUpIn('apply', '6')).toContain('give one example of where you would see this');
  });
});
