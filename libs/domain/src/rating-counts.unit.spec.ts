import { describe, expect, it } from 'vitest';
import { answerThatCounts, isSuperseded, ratingThatCounts } from './rating-counts.js';

const answer = (id: string, effectiveRating: number | null) => ({ id, effectiveRating });

describe('the rating that counts for an answer', () => {
  it("is the AI's when the teacher has not overridden it", () => {
    expect(ratingThatCounts(3, null)).toBe(3);
    expect(ratingThatCounts(3, undefined)).toBe(3);
  });

  it("is the teacher's over the AI's, even a lower one", () => {
    expect(ratingThatCounts(3, { rating: 1 })).toBe(1);
  });

  it("is the teacher's for an answer the AI could not rate", () => {
    expect(ratingThatCounts(null, { rating: 2 })).toBe(2);
  });

  it('is none when neither rated it', () => {
    expect(ratingThatCounts(null, null)).toBeNull();
  });
});

describe('the answer whose rating counts for a question', () => {
  it('is the only answer, once rated', () => {
    expect(answerThatCounts([answer('a', 2)])?.id).toBe('a');
  });

  it('is a rated follow-up over the first answer', () => {
    expect(answerThatCounts([answer('first', 1), answer('follow-up', 4)])?.id).toBe('follow-up');
  });

  it('stays the earlier rated answer while the follow-up has no rating', () => {
    expect(answerThatCounts([answer('first', 1), answer('follow-up', null)])?.id).toBe('first');
  });

  it('is none when no answer has a rating, or there is no answer', () => {
    expect(answerThatCounts([answer('a', null), answer('b', null)])).toBeUndefined();
    expect(answerThatCounts([])).toBeUndefined();
  });

  it('reads each answer by the given rating, for answers shaped otherwise', () => {
    const logs = [
      { content: 'first', rating: 2 },
      { content: 'follow-up', rating: null },
    ];
    expect(answerThatCounts(logs, (log) => log.rating)?.content).toBe('first');
  });
});

describe('an answer superseded for its question', () => {
  it('is one before the rated follow-up', () => {
    const answers = [answer('first', 1), answer('follow-up', 4)];
    expect(answers.map((a) => isSuperseded(answers, a))).toEqual([true, false]);
  });

  it('is none while the follow-up has no rating, nor an only answer', () => {
    const waiting = [answer('first', 1), answer('follow-up', null)];
    expect(waiting.map((a) => isSuperseded(waiting, a))).toEqual([false, false]);
    const only = [answer('a', 2)];
    expect(isSuperseded(only, only[0]!)).toBe(false);
  });
});
