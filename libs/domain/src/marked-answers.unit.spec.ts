import { describe, expect, it } from 'vitest';
import {
  MAX_MARKED_ANSWERS,
  markOf,
  markableAnswer,
  withMarkedAnswer,
  withoutMarkedAnswers,
} from './marked-answers.js';
import type { AnswerKey } from './settings.js';

const key: AnswerKey = { modelAnswer: 'It evaporates.', keyPoints: [], misconceptions: [] };

describe('withMarkedAnswer', () => {
  it('puts the answer on one line under its mark, once, whatever its spacing or case', () => {
    const once = withMarkedAnswer(key, '  The sun\n heats   it ', 'right')!;
    expect(once).toEqual({ ...key, markedRight: ['The sun heats it'], markedWrong: [] });
    expect(withMarkedAnswer(once, 'the SUN heats it', 'right')).toEqual({
      ...key,
      markedRight: ['the SUN heats it'],
      markedWrong: [],
    });
  });

  it('moves an answer marked the other way, and refuses a mark that is full', () => {
    const full = Array.from({ length: MAX_MARKED_ANSWERS }, (_, i) => `answer ${i}`);
    const k = { ...key, markedRight: full, markedWrong: ['not at all'] };
    expect(withMarkedAnswer(k, 'something new', 'right')).toBeNull();
    // marking one of the right ones right again is no growth
    expect(withMarkedAnswer(k, 'answer 5', 'right')?.markedRight).toHaveLength(MAX_MARKED_ANSWERS);
    expect(withMarkedAnswer(k, 'not at all', 'right')).toBeNull();
    expect(withMarkedAnswer(k, 'answer 7', 'wrong')).toEqual({
      ...key,
      markedRight: full.filter((a) => a !== 'answer 7'),
      markedWrong: ['not at all', 'answer 7'],
    });
  });
});

describe('markOf', () => {
  it('finds the answer under its mark, whatever its spacing or case, and nothing in a key without marks', () => {
    const k = { ...key, markedRight: ['The sun heats it'], markedWrong: ['magic'] };
    expect(markOf(k, ' the sun\nheats  it')).toBe('right');
    expect(markOf(k, 'MAGIC')).toBe('wrong');
    expect(markOf(k, 'something else')).toBeNull();
    expect(markOf(key, 'magic')).toBeNull();
    expect(markOf(null, 'magic')).toBeNull();
  });
});

describe('withoutMarkedAnswers', () => {
  it('leaves the rest of the key and a question without one as they are', () => {
    const q = { question: 'Why?', key: { ...key, markedRight: ['a'], markedWrong: ['b'] } };
    expect(withoutMarkedAnswers(q)).toEqual({ question: 'Why?', key });
    expect(withoutMarkedAnswers({ question: 'How?', key: null })).toEqual({ question: 'How?', key: null });
  });
});

describe('markableAnswer', () => {
  it('refuses an answer judged against a key and left unrated, and takes any other', () => {
    const askedBack = { rating: null, explanation: 'Not rated: you asked a question here rather than answering.' };
    expect(markableAnswer({ ...askedBack, answerKey: key })).toBe(false);
    expect(markableAnswer({ ...askedBack, answerKey: null })).toBe(true);
    expect(markableAnswer({ rating: 2, explanation: 'You explained: evaporation.', answerKey: key })).toBe(true);
    expect(markableAnswer({ rating: null, explanation: null, answerKey: key })).toBe(true);
  });
});
