/**
 * How the built-in rater meets a right answer written as a child spells: each bank question's model answer with its
 * longer words misspelt, one letter dropped, doubled, swapped or changed each, against its key without the model
 * answer, whose words would otherwise spell it out. The answer means what the model answer does, so a rater that
 * reads it as meant finds its points; one that needs every word spelt right finds few.
 */
import { formatModelAnswers, type ModelAnswerFigures, modelAnswerFigures } from './model-answers.js';

const VOWELS = 'aeiou';

/**
 * The word misspelt the `n`th of four ways, at its middle: a letter dropped, doubled, swapped with the next, or the
 * vowel nearest the middle changed to the next vowel.
 */
function misspell(word: string, n: number): string {
  const at = Math.floor(word.length / 2);
  const c = word[at]!;
  switch (n % 4) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + c + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1]! + c + word.slice(at + 2);
    default: {
      const vowels = [...word].flatMap((l, i) => (i > 0 && VOWELS.includes(l.toLowerCase()) ? [i] : []));
      if (!vowels.length) return word.slice(0, at) + word.slice(at + 1);
      const vowel = vowels.reduce((a, b) => (Math.abs(b - at) < Math.abs(a - at) ? b : a));
      const changed = VOWELS[(VOWELS.indexOf(word[vowel]!.toLowerCase()) + 1) % VOWELS.length]!;
      return word.slice(0, vowel) + changed + word.slice(vowel + 1);
    }
  }
}

/**
 * The text with each word of five letters or more misspelt, the ways taken in turn: shorter ones a child mostly spells
 * right.
 */
export function misspelt(text: string): string {
  let n = 0;
  return text.replace(/[A-Za-z]{5,}/g, (word) => misspell(word, n++));
}

export const misspeltFigures = (): ModelAnswerFigures =>
  modelAnswerFigures((_, key) => ({ key: { ...key, modelAnswer: '' }, answer: misspelt(key.modelAnswer) }));

export const formatMisspelt = (f: ModelAnswerFigures) =>
  formatModelAnswers(
    'model answers with every word of five letters or more misspelt by a letter, against their keys without them',
    f,
  );
