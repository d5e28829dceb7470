import type { AnswerKey } from '@checkin/domain';
import { describe, expect, it } from 'vitest';
import { lettersApart, spelledAsKey } from './spelling.js';

const key: AnswerKey = {
  modelAnswer: 'The sun heats the water and it evaporates, so the puddle gets smaller and warmer air holds the vapor.',
  keyPoints: ['the water evaporates / evaporat', 'the sun heats the water'],
  misconceptions: ['the water soaks into the ground'],
};
const spelled = (answer: string) => spelledAsKey('What happens to a puddle on a sunny day?', key, answer);

describe('lettersApart', () => {
  it('counts letters left out, put in, changed and swapped, up to a cap', () => {
    expect(lettersApart('water', 'water', 2)).toBe(0);
    expect(lettersApart('wter', 'water', 2)).toBe(1);
    expect(lettersApart('watter', 'water', 2)).toBe(1);
    expect(lettersApart('heets', 'heats', 2)).toBe(1);
    expect(lettersApart('suhn', 'sun', 2)).toBe(1);
    expect(lettersApart('teh', 'the', 2)).toBe(1);
    expect(lettersApart('evaperats', 'evaporates', 2)).toBe(2);
    expect(lettersApart('condensation', 'evaporation', 2)).toBe(3);
  });
});

describe('spelledAsKey', () => {
  it('writes a word the answer misspells as the reference writes it, its capital kept', () => {
    expect(spelled('The watter evaperates because the sun heets it.')).toBe(
      'The water evaporates because the sun heats it.',
    );
    expect(spelled('Watter evaporats.')).toBe('Water evaporates.');
  });

  it('counts letters spelt by ear as they sound', () => {
    const plants: AnswerKey = {
      modelAnswer: 'Plants use sunlight in photosynthesis.',
      keyPoints: [],
      misconceptions: [],
    };
    expect(spelledAsKey('Why do plants need light?', plants, 'They use sunlite for fotosynthesis.')).toBe(
      'They use sunlight for photosynthesis.',
    );
  });

  it('begins a word as a key point’s wording begins words, where no word of the reference is as near', () => {
    // "evaporat" is a wording of the first point
    expect(spelled('It is evaperation.')).toBe('It is evaporation.');
  });

  it('leaves a word WordNet knows, a word made of a reference word and a prefix, and one as near two words', () => {
    // "warmer" is a form of "warm", though two letters from "water"; "soak" is a word, one letter from "soaks"
    expect(spelled('The air is warmer and it can soak up the vapour.')).toBe(
      'The air is warmer and it can soak up the vapour.',
    );
    expect(spelled('The puddle is reheats.')).toBe('The puddle is reheats.');
    // a word the reference writes is meant, though WordNet does not know it and it is near another
    expect(spelledAsKey('What is a detrital food chain?', key, 'A detrital one.')).toBe('A detrital one.');
    // "warer" is one letter from "water" and from "warmer"
    expect(spelled('The warer evaporates.')).toBe('The warer evaporates.');
  });
});
