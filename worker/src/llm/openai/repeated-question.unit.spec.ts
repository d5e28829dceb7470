import { describe, expect, it } from 'vitest';
import { questionsIn, repeatedQuestion } from './repeated-question.js';

describe('a repeated question', () => {
  it('finds the question sentences of a message', () => {
    expect(questionsIn('Hi Ada! Ready? Question 1 of 3: What is rain? Take your time.')).toEqual([
      'Ready?',
      'Question 1 of 3: What is rain?',
    ]);
  });

  it('is the same question however it is numbered, cased or lightly reworded', () => {
    const earlier = ['Question 2 of 5: Why do plants need sunlight?'];
    expect(repeatedQuestion('Good. Question 4 of 5: why do plants need sunlight?', earlier)).toBe(earlier[0]);
    expect(repeatedQuestion('Why does a plant need the sunlight?', earlier)).toBe(earlier[0]);
  });

  it('is not a different question on the same topic, nor a short nudge', () => {
    const earlier = ['Why do plants need sunlight?', 'Can you say more?'];
    expect(repeatedQuestion('What do plants make with sunlight, water and air?', earlier)).toBeNull();
    expect(repeatedQuestion('Where do plants get their water from?', earlier)).toBeNull();
    expect(repeatedQuestion('Thanks. Can you say more?', earlier)).toBeNull();
    expect(repeatedQuestion('That is all for today. Thank you!', earlier)).toBeNull();
  });
});
