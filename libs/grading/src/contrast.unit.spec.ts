import type { AnswerKey } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { contrastIn } from './contrast.js';
import { analyse } from './text.js';

/** The names of the terms a question's key points set against each other, and which each point is about. */
const contrast = (question: string, keyPoints: string[]) => {
  const key: AnswerKey = { modelAnswer: '', keyPoints, misconceptions: [] };
  const { terms, about } = contrastIn(analyse(question), key);
  return { terms: terms.map((t) => t.name), about };
};

describe('contrastIn', () => {
  it('finds the things a question sets against each other by the key points that start with them', () => {
    expect(
      contrast('What is the difference between who and whom?', ['who is a subject', 'whom is an object', 'an example']),
    ).toEqual({ terms: ['who', 'whom'], about: [0, 1, null] });
    expect(
      contrast('What is a herbivore, a carnivore and an omnivore?', [
        'herbivores eat plants',
        'carnivores eat animals',
        'omnivores eat both',
      ]),
    ).toEqual({ terms: ['herbivore', 'carnivore', 'omnivore'], about: [0, 1, 2] });
  });

  it('tells a word from its contraction, and names a term as the question writes it', () => {
    expect(
      contrast("What is the difference between its and it's?", ["it's means it is", 'its shows possession']),
    ).toEqual({ terms: ['its', "it's"], about: [1, 0] });
    expect(
      contrast('What is the difference between a common noun and a proper noun?', [
        'a common noun is a general name',
        'a proper noun names a specific one',
        'proper nouns start with a capital letter',
      ]),
    ).toEqual({ terms: ['common noun', 'proper noun'], about: [0, 1, 1] });
  });

  it('sets nothing against anything where the question does not', () => {
    // one thing said of another, not set against it
    expect(
      contrast("How can climate change shift species' ranges?", ['ranges shift toward the poles', 'species move'])
        .terms,
    ).toEqual([]);
    // the last term is not set against the others
    expect(
      contrast('Explain evaporation and condensation, including the role of latent heat.', [
        'evaporation absorbs heat',
        'condensation releases heat',
        'latent heat is hidden energy',
      ]),
    ).toEqual({ terms: ['evaporation', 'condensation'], about: [0, 1, null] });
  });

  it('takes no referring word, nor what the question asks for, for a term', () => {
    expect(
      contrast('What is momentum, and how is it related to force?', ['momentum is mass times velocity', 'it changes'])
        .terms,
    ).toEqual([]);
    expect(
      contrast('Explain agreement and give an example of an error.', [
        'agreement means matching',
        'example of an error: they is',
      ]).terms,
    ).toEqual([]);
  });

  it('sets nothing against anything where a point about one names another', () => {
    expect(
      contrast('What do the sun and the water do in the water cycle?', ['sun heats the water', 'water evaporates'])
        .terms,
    ).toEqual([]);
  });
});
