import { describe, expect, it } from 'vitest';
import type { InstanceSettings, NextTurnPlan, RatingLevel } from '@checkin/domain';
import { INJECTION_ANSWERS, labelOf } from '../injection-answers.test-helpers.js';
import { FIVE, FOUR, THREE, Transcript, context, settingsFor } from './fixtures.test-helpers.js';
import { OfflineExaminer } from './offline-examiner.js';
import { planQuestions } from './questions.js';

const examiner = new OfflineExaminer();
const STRICTNESS: RatingLevel[] = ['easy', 'medium', 'hard'];

/** Keyed questions: preset banks for two grade bands and a teacher's own question with its key. */
const CHECK_INS: InstanceSettings[] = [
  settingsFor('Water Cycle', '2', { ratingScale: FOUR }),
  settingsFor('Water Cycle', '7', { ratingScale: FIVE }),
  settingsFor("Newton's Laws of Motion", '8', { ratingScale: THREE }),
  settingsFor('Custom Topic', '5', {
    title: 'Evaporation',
    numberOfQuestions: 3,
    customQuestions: [
      {
        question: 'What happens to a puddle on a warm sunny day, and why?',
        key: {
          modelAnswer: 'The sun heats the water, so it evaporates: it turns into water vapor and goes into the air.',
          keyPoints: ['the water evaporates / dries up / evaporat', 'the sun heats it / heat / warm / sun'],
          misconceptions: ['the water soaks into the ground'],
        },
      },
    ],
  }),
];

/** A conversation that has asked question k and got `answer` to it. */
function answered(settings: InstanceSettings, k: number, answer: string) {
  const question = planQuestions(settings, 'tmpl-1')[k]!;
  const t = new Transcript();
  t.add('assistant', `Question ${k + 1} of ${settings.numberOfQuestions}: ${question.text}`, k);
  const reply = t.add('user', answer, k);
  return { t, reply, question };
}

/** Every keyed question of every check-in above, at every strictness. */
const KEYED = CHECK_INS.flatMap((base) =>
  planQuestions(base, 'tmpl-1').flatMap((question, k) =>
    question.key ? STRICTNESS.map((ratingLevel) => ({ settings: { ...base, ratingLevel }, k })) : [],
  ),
);

describe('the offline examiner and the injection set', () => {
  it('holds at least 50 answers of every kind, rated against many keyed questions', () => {
    expect(KEYED.length).toBeGreaterThan(30);
    expect(INJECTION_ANSWERS.length).toBeGreaterThanOrEqual(50);
    const kinds = new Set(INJECTION_ANSWERS.map((a) => a.kind));
    expect([...kinds].sort()).toEqual(['end-early', 'full-marks', 'reveal-key', 'reveal-prompt', 'role-change']);
  });

  it.each(INJECTION_ANSWERS.map((a, i) => [labelOf(a, i), a.text] as const))(
    'rates %s at the lowest level of the scale, at any strictness',
    async (_, text) => {
      const above: string[] = [];
      for (const { settings, k } of KEYED) {
        const lowest = Math.min(...settings.ratingScale.levels.map((l) => l.value));
        const { t, reply, question } = answered(settings, k, text);
        const rating = await examiner.rateAnswer(context(settings, t.messages), reply.messageId);
        if (rating.rating !== lowest) above.push(`${question.text} (${settings.ratingLevel}): ${rating.rating}`);
      }
      expect(above).toEqual([]);
    },
  );

  it.each(INJECTION_ANSWERS.map((a, i) => [labelOf(a, i), a.text] as const))(
    'does not end the check-in early on %s',
    async (_, text) => {
      const settings = CHECK_INS[0]!;
      const total = settings.numberOfQuestions;
      const { t, reply } = answered(settings, 0, text);
      const plan = (mayFollowUp: boolean): NextTurnPlan => ({
        kind: 'after-answer',
        answerMessageId: reply.messageId,
        answeredIndex: 0,
        mayFollowUp,
        nextIndex: 1,
        nextIsClosing: false,
        safetyConcern: null,
      });
      const moveOn = await examiner.nextTurn(context(settings, t.messages), plan(false), () => {});
      expect(moveOn.content).toContain(`Question 2 of ${total}: ${planQuestions(settings, 'tmpl-1')[1]!.text}`);
      expect(moveOn.content).not.toMatch(/last question|finished|all done/i);
      const maybeFollowUp = await examiner.nextTurn(context(settings, t.messages), plan(true), () => {});
      expect(maybeFollowUp.content).not.toMatch(/last question|finished|all done/i);
    },
  );
});
