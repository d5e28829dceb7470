import { describe, expect, it } from 'vitest';
import { CLOSING, NOT_RATED_WHY, Q1, Q2, Q3, makeDoc } from '../../__tests__/fixtures';
import { checkinView } from '../checkin-view';
import { AWAITING_RATING, NOT_ANSWERED, questionResults, questionText } from '../question-results';

const idle = { streamText: '', sending: null };
const FOLLOW_UP = { ai: 'Can you say more about what happens to the vapour?', questionIndex: 0, followUp: true };

/** A finished check-in of three questions: rated, not rated (no key), and rated after a follow-up. */
const finished = makeDoc(
  [
    Q1,
    { answer: 'Evaporation, then rain', questionIndex: 0, rating: 2, explanation: 'Misses condensation.' },
    FOLLOW_UP,
    { answer: 'It condenses into clouds', questionIndex: 0, rating: 4, explanation: 'Now every step.' },
    Q2,
    { answer: 'Cooling vapour', questionIndex: 1, rating: null, explanation: NOT_RATED_WHY },
    Q3,
    { answer: 'From clouds', questionIndex: 2, rating: 1, explanation: 'Says where, not how.' },
    CLOSING,
  ],
  { state: 'Completed' },
);

describe('the results, question by question', () => {
  it("names each question by the examiner's record of it, where the message has one", () => {
    const recorded = {
      ...finished,
      messageLogs: finished.messageLogs.map((log) =>
        log.role === 'assistant' && log.questionIndex === 1 && !log.followUp
          ? { ...log, content: 'Great thinking! Now tell me: what is condensation?', question: 'What is condensation?' }
          : log,
      ),
    };
    expect(questionResults(recorded, 4)?.[1]?.question).toBe('What is condensation?');
  });

  it('lists each question asked with its rating, its place on the scale and why', () => {
    const results = questionResults(finished, 4);
    expect(results?.map((r) => [r.number, r.question])).toEqual([
      [1, 'Name the steps of the water cycle.'],
      [2, 'What is condensation?'],
      [3, 'Where does rain come from?'],
    ]);
    expect(results?.[2]).toEqual({
      number: 3,
      question: 'Where does rain come from?',
      rating: { kind: 'rated', value: 1, label: 'Beginning', max: 4, scale: finished.ratingScale },
      explanation: 'Says where, not how.',
    });
  });

  it('rates a question the examiner followed up by its last rated answer, as the teacher’s report does', () => {
    expect(questionResults(finished, 4)?.[0]).toMatchObject({
      rating: { kind: 'rated', value: 4, label: 'Advanced' },
      explanation: 'Now every step.',
    });
  });

  it('keeps the rated answer’s rating when the follow-up could not be rated, as the teacher’s report does', () => {
    const doc = makeDoc(
      [
        Q1,
        { answer: 'Evaporation, then rain', questionIndex: 0, rating: 2, explanation: 'Misses condensation.' },
        FOLLOW_UP,
        { answer: 'I am not sure', questionIndex: 0, rating: null, explanation: NOT_RATED_WHY },
        CLOSING,
      ],
      { state: 'Completed', numberOfQuestions: 1 },
    );
    expect(questionResults(doc, 4)?.[0]).toMatchObject({
      rating: { kind: 'rated', value: 2 },
      explanation: 'Misses condensation.',
    });
  });

  it('keeps the rated answer’s rating while the follow-up waits for its own', () => {
    const doc = makeDoc(
      [Q1, { answer: 'Evaporation, then rain', questionIndex: 0, rating: 2 }, FOLLOW_UP, { answer: 'Clouds' }],
      { state: 'Canceled', numberOfQuestions: 1 },
    );
    expect(questionResults(doc, 4)?.[0]?.rating).toMatchObject({ kind: 'rated', value: 2 });
  });

  it('says "Not rated" for an answer nothing could rate, with why, and never a level', () => {
    const second = questionResults(finished, 4)?.[1];
    expect(second).toEqual({
      number: 2,
      question: 'What is condensation?',
      rating: { kind: 'not-rated', label: 'Not rated' },
      explanation: NOT_RATED_WHY,
    });
    // A label the server sent for it is not taken as a level either.
    const labelled = makeDoc([Q1, { answer: 'a', rating: null, explanation: 'No key.' }, CLOSING], {
      numberOfQuestions: 1,
    });
    labelled.messageLogs[1] = {
      ...labelled.messageLogs[1]!,
      ratingLabel: 'Proficient',
    } as (typeof labelled.messageLogs)[1];
    expect(questionResults(labelled, 4)?.[0]?.rating).toEqual({ kind: 'not-rated', label: 'Not rated' });
  });

  it('tells an answer still to be rated from a question never answered', () => {
    const ended = makeDoc([Q1, { answer: 'Evaporation' }, Q2], { state: 'Canceled' });
    expect(questionResults(ended, 4)?.map((r) => [r.number, r.rating, r.explanation])).toEqual([
      [1, { kind: 'awaiting', label: AWAITING_RATING }, null],
      [2, { kind: 'not-answered', label: NOT_ANSWERED }, null],
    ]);
  });

  it('shows nothing of single ratings when the template keeps them from the student', () => {
    expect(questionResults({ ...finished, showSingleQuestionRating: false }, 4)).toBeNull();
  });

  it('belongs to the end of the check-in: not while it is under way', () => {
    expect(checkinView({ doc: finished, ...idle }).results).toHaveLength(3);
    expect(checkinView({ doc: makeDoc([Q1, { answer: 'a', rating: 3 }, Q2]), ...idle }).results).toBeNull();
  });

  it('takes the question out of the examiner’s message, or the whole message when it names none', () => {
    const greeting = 'Hi Lin! I will ask you 5 questions.\nQuestion 1 of 5: Name the main steps of the water cycle.';
    expect(questionText(greeting, 1)).toBe('Name the main steps of the water cycle.');
    expect(questionText('What is evaporation?', 4)).toBe('What is evaporation?');
    // Another question's number, or nothing after the marker: the message as it was written.
    expect(questionText('Question 2 of 5: What is collection?', 3)).toBe('Question 2 of 5: What is collection?');
    expect(questionText('Question 3 of 5:', 3)).toBe('Question 3 of 5:');
  });
});
