import { describe, expect, it } from 'vitest';
import { CLOSING, NOT_RATED_WHY, Q1, Q2, Q3, RAIN_KEY, RAIN_VERDICTS, makeDoc } from '../../__tests__/fixtures';
import { aiStreamReducer, aiStreamText, type AiStream } from '../ai-stream';
import { type ChatItem, checkinView } from '../checkin-view';

const kinds = (items: ChatItem[]) => items.map((item) => item.kind);
const idle = { streamText: '', sending: null };

describe('the check-in view', () => {
  describe('when the student has not started yet', () => {
    it('is the welcome screen, unless the start is under way', () => {
      const doc = makeDoc([], { state: 'Created' });
      expect(checkinView({ doc, ...idle }).stage).toBe('not-started');
      const starting = checkinView({ doc, ...idle, starting: true });
      expect(starting.stage).toBe('conversation');
      expect(starting.aiWriting).toBe(true);
      expect(kinds(starting.items)).toEqual(['writing']);
      expect(starting.progress).toBe('Question 1 of 3');
    });
  });

  describe('when a question waits for an answer', () => {
    const doc = makeDoc([Q1]);

    it('shows the question, its progress, and lets the student answer', () => {
      const view = checkinView({ doc, ...idle });
      expect(view.items).toEqual([{ kind: 'ai', id: 'ai-3', text: Q1.ai, label: 'Question 1 of 3' }]);
      expect(view.progress).toBe('Question 1 of 3');
      expect(view.canAnswer).toBe(true);
      expect(view.aiWriting).toBe(false);
      expect(view.lastAiMessage).toEqual({ id: 'ai-3', text: Q1.ai });
    });

    it('shows the answer on its way and the AI writing, and takes no second answer', () => {
      const sending = { content: 'Evaporation', answerNumber: 1, waitingForNetwork: false };
      const view = checkinView({ doc, streamText: 'Thanks', sending });
      expect(kinds(view.items)).toEqual(['ai', 'answer', 'writing']);
      expect(view.items[1]).toMatchObject({ text: 'Evaporation', status: 'sending' });
      expect(view.items[2]).toMatchObject({ text: 'Thanks' });
      expect(view.canAnswer).toBe(false);
    });

    it('says when the answer waits for the network, and shows no stale streamed text meanwhile', () => {
      const sending = { content: 'Evaporation', answerNumber: 1, waitingForNetwork: true };
      const view = checkinView({ doc, streamText: 'old words', sending });
      expect(view.items[1]).toMatchObject({ status: 'waiting-network' });
      expect(kinds(view.items)).toEqual(['ai', 'answer']);
      expect(view).toMatchObject({ waitingForNetwork: true, canAnswer: false });
    });

    it('shows the saved answer once, not the copy on its way, when the document already has it', () => {
      const saved = makeDoc([Q1, { answer: 'Evaporation' }], { ai: { pending: ['next-response'], failed: [] } });
      const sending = { content: 'Evaporation', answerNumber: 1, waitingForNetwork: false };
      const view = checkinView({ doc: saved, streamText: '', sending });
      expect(kinds(view.items)).toEqual(['ai', 'answer', 'writing']);
      expect(view.items[1]).toMatchObject({ status: 'saved', id: 'answer-1' });
    });
  });

  describe('when the AI is writing its reply', () => {
    it('is writing after a reload too: the document says the reply is pending', () => {
      const doc = makeDoc([Q1, { answer: 'Evaporation' }], {
        ai: { pending: ['next-response', 'rate-answer'], failed: [] },
      });
      const view = checkinView({ doc, ...idle });
      expect(view.aiWriting).toBe(true);
      expect(view.canAnswer).toBe(false);
      expect(view.items[1]).toMatchObject({ ratingPending: true });
    });

    it('labels a follow-up question as such', () => {
      const doc = makeDoc([Q1, { answer: 'Rain' }, { ai: 'Can you say more?', questionIndex: 0, followUp: true }]);
      const view = checkinView({ doc, ...idle });
      expect(view.progress).toBe('Question 1 of 3 (follow-up)');
      expect(view.items[2]).toMatchObject({ label: 'Follow-up to question 1' });
    });
  });

  describe('when the AI failed', () => {
    const doc = makeDoc([Q1, { answer: 'Evaporation' }], {
      ai: { pending: [], failed: [{ kind: 'next-response', error: 'upstream 500' }] },
    });

    it('offers a retry with the spec message, not the technical error, and takes no answer', () => {
      const view = checkinView({ doc, ...idle });
      expect(view.failure).toEqual({
        kind: 'next-response',
        message: 'There was a problem getting a response from the AI',
      });
      expect(view.aiWriting).toBe(false);
      expect(view.canAnswer).toBe(false);
    });

    it('names the failure that blocks the conversation first', () => {
      const both = makeDoc([Q1, { answer: 'Evaporation' }], {
        ai: {
          pending: [],
          failed: [
            { kind: 'rate-answer', error: 'x' },
            { kind: 'next-response', error: 'y' },
          ],
        },
      });
      expect(checkinView({ doc: both, ...idle }).failure?.kind).toBe('next-response');
    });

    it('waits for the reply again while the retry is on its way', () => {
      const view = checkinView({ doc, ...idle, retrying: true });
      expect(view.failure).toBeNull();
      expect(view.aiWriting).toBe(true);
    });
  });

  describe('the teacher’s choices of what to show', () => {
    const rated = [
      Q1,
      { answer: 'Evaporation', rating: 3, explanation: 'Good steps.', example: 'Evaporation, condensation…' },
      Q2,
    ];

    it('shows the rating and explanation only with showSingleQuestionRating', () => {
      const on = checkinView({ doc: makeDoc(rated), ...idle }).items[1];
      expect(on).toMatchObject({ rating: { value: 3, label: 'Proficient', max: 4, explanation: 'Good steps.' } });
      const off = checkinView({ doc: makeDoc(rated, { showSingleQuestionRating: false }), ...idle }).items[1];
      expect(off).toMatchObject({ rating: null, ratingPending: false });
    });

    it("shows the AI's rating, never the teacher's review of it", () => {
      const doc = makeDoc(rated);
      const log = doc.messageLogs[1]!;
      doc.messageLogs[1] = {
        ...log,
        ratingOverride: { rating: 1, ratingLabel: 'Beginning', note: 'Copied', teacherId: 't1', overriddenAt: '' },
      } as typeof log;
      expect(checkinView({ doc, ...idle }).items[1]).toMatchObject({
        rating: { value: 3, label: 'Proficient', max: 4, explanation: 'Good steps.' },
      });
      expect(JSON.stringify(checkinView({ doc, ...idle }))).not.toContain('Copied');
    });

    it('shows the example answer only with showExampleAnswer', () => {
      expect(checkinView({ doc: makeDoc(rated), ...idle }).items[1]).toMatchObject({
        example: 'Evaporation, condensation…',
      });
      expect(checkinView({ doc: makeDoc(rated, { showExampleAnswer: false }), ...idle }).items[1]).toMatchObject({
        example: null,
      });
    });

    it('shows the example answer once a question, under its last answer', () => {
      const example = 'Evaporation, condensation…';
      const doc = makeDoc([
        Q1,
        { answer: "I don't know", rating: 1, explanation: 'Not sure.', example },
        { ai: 'Take a guess.', questionIndex: 0, followUp: true },
        { answer: 'Evaporation', rating: 2, explanation: 'Some.', example },
        Q2,
      ]);
      const answers = checkinView({ doc, ...idle }).items.filter((item) => item.kind === 'answer');
      expect(answers.map((item) => ('example' in item ? item.example : undefined))).toEqual([null, example]);
    });

    it('shows the overall rating and the feedback each by its own flag', () => {
      const overall = {
        rating: 4,
        ratingLabel: 'Advanced',
        explanation: 'Clear throughout.',
        feedback: 'Feedback: Great work.',
      };
      const end = [Q1, { answer: 'a' }, Q2, { answer: 'b' }, Q3, { answer: 'c' }, CLOSING];
      const both = checkinView({ doc: makeDoc(end, { state: 'Rated', overall }), ...idle });
      expect(both.stage).toBe('finished');
      expect(both.progress).toBe('All 3 questions answered');
      expect(both.overall).toEqual({
        rating: { value: 4, label: 'Advanced', max: 4, explanation: 'Clear throughout.' },
        feedback: 'Great work.',
        pending: false,
      });
      const noRating = checkinView({
        doc: makeDoc(end, { state: 'Rated', overall, showOverallRating: false }),
        ...idle,
      });
      expect(noRating.overall).toMatchObject({ rating: null, feedback: 'Great work.' });
      const noFeedback = checkinView({
        doc: makeDoc(end, { state: 'Rated', overall, showOverallFeedback: false }),
        ...idle,
      });
      expect(noFeedback.overall).toMatchObject({ rating: { label: 'Advanced' }, feedback: null });
      const neither = makeDoc(end, { state: 'Rated', overall, showOverallFeedback: false, showOverallRating: false });
      expect(checkinView({ doc: neither, ...idle }).overall).toBeNull();
    });

    it('says the overall result is coming while the conversation is being rated', () => {
      const doc = makeDoc([Q1, { answer: 'a' }, CLOSING], {
        state: 'Completed',
        ai: { pending: ['rate-conversation'], failed: [] },
      });
      const view = checkinView({ doc, ...idle });
      expect(view.overall).toEqual({ rating: null, feedback: null, pending: true });
      expect(view.canAnswer).toBe(false);
    });
  });
});

describe('answers without an answer key', () => {
  const notRated = [Q1, { answer: 'Evaporation', rating: null, explanation: NOT_RATED_WHY }, Q2];

  it('say "Not rated" and why, rather than nothing or a rating still to come', () => {
    const doc = makeDoc(notRated, { ai: { pending: ['next-response'], failed: [] } });
    expect(checkinView({ doc, ...idle }).items[1]).toMatchObject({
      rating: { value: null, label: 'Not rated', explanation: NOT_RATED_WHY },
      ratingPending: false,
    });
    // Still to be judged: no rating, and a rating under way while the AI works on it.
    const waiting = makeDoc([Q1, { answer: 'Evaporation' }], { ai: { pending: ['rate-answer'], failed: [] } });
    expect(checkinView({ doc: waiting, ...idle }).items[1]).toMatchObject({ rating: null, ratingPending: true });
  });

  it('show no example answer: there is none', () => {
    expect(checkinView({ doc: makeDoc(notRated), ...idle }).items[1]).toMatchObject({ example: null });
  });

  it('make an overall result with no rating "Not rated"', () => {
    const overall = { rating: null, ratingLabel: 'Not rated', explanation: 'Nothing to rate.', feedback: 'Thanks.' };
    const doc = makeDoc([...notRated, { answer: 'b', rating: null, explanation: NOT_RATED_WHY }, CLOSING], {
      state: 'Rated',
      overall,
    });
    expect(checkinView({ doc, ...idle }).overall?.rating).toEqual({
      value: null,
      label: 'Not rated',
      max: 4,
      explanation: 'Nothing to rate.',
    });
  });
});

describe('answer keys', () => {
  const keyed = [
    Q1,
    { answer: 'Evaporation', rating: 2, explanation: 'Half.', answerKey: RAIN_KEY, keyPoints: RAIN_VERDICTS },
  ];

  it('are shown beside each answer in the teacher’s preview only', () => {
    const doc = makeDoc(keyed, { mode: 'Preview' });
    expect(checkinView({ doc, ...idle, withAnswerKeys: true }).items[1]).toMatchObject({
      answerKey: { key: RAIN_KEY, keyPoints: RAIN_VERDICTS },
    });
    expect(checkinView({ doc: makeDoc(keyed), ...idle }).items[1]).toMatchObject({ answerKey: null });
  });
});

describe('the AI reply being written', () => {
  const delta = (seq: number, text: string, cause = 4, attempt = 1) => ({
    type: 'delta' as const,
    delta: { instanceId: 'i', cause, attempt, seq, text },
  });
  const play = (...actions: Parameters<typeof aiStreamReducer>[1][]) => actions.reduce<AiStream>(aiStreamReducer, null);

  it('grows chunk by chunk, in order even when chunks arrive out of order', () => {
    expect(aiStreamText(play(delta(0, 'Thanks, '), delta(1, 'good.')))).toBe('Thanks, good.');
    expect(aiStreamText(play(delta(1, 'good.'), delta(0, 'Thanks, ')))).toBe('Thanks, good.');
  });

  it('stops at a lost chunk rather than show words out of place', () => {
    expect(aiStreamText(play(delta(0, 'A '), delta(2, 'C')))).toBe('A ');
  });

  it('starts again for a new request or a new attempt, and ignores older requests', () => {
    expect(aiStreamText(play(delta(0, 'old'), delta(0, 'new', 6)))).toBe('new');
    expect(aiStreamText(play(delta(0, 'first try '), delta(1, 'more'), delta(0, 'second try', 4, 2)))).toBe(
      'second try',
    );
    expect(aiStreamText(play(delta(0, 'second try', 4, 2), delta(1, 'late from the first', 4, 1)))).toBe('second try');
    expect(aiStreamText(play(delta(0, 'new', 6), delta(1, 'late', 4)))).toBe('new');
    expect(aiStreamText(play(delta(0, 'x'), { type: 'reset' }))).toBe('');
  });
});
