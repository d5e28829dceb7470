/**
 * How the built-in rater meets a model answer with the things its question sets against each other swapped ("Whom is
 * used as a subject ... and who as an object"): the same words, each said of the wrong thing, so a rater that reads
 * what is said of what rates few of them strong and finds few of their key points; one that counts words rates them
 * as high as the model answers.
 */
import { termsSetAgainst } from '@checkin/grading';
import { formatModelAnswers, type ModelAnswerFigures, modelAnswerFigures } from './model-answers.js';

/** Each term's first word, written in the answer as a word of its own, with an "s" or "es" after it or not. */
const termPattern = (terms: string[]) =>
  new RegExp(`\\b(${terms.map((t) => t.split(' ')[0]!.replace(/'/g, "['’]")).join('|')})(e?s)?\\b`, 'gi');

/** The text with each term named as the next one (the last as the first), its capital kept. */
export function swapTerms(text: string, terms: string[]): string {
  const firsts = terms.map((t) => t.split(' ')[0]!.toLowerCase());
  return text.replace(termPattern(terms), (whole, word: string, plural: string | undefined) => {
    const at = firsts.indexOf(word.toLowerCase().replace('’', "'"));
    const next = firsts[(at + 1) % firsts.length]!;
    const cased = word[0] === word[0]!.toUpperCase() ? next[0]!.toUpperCase() + next.slice(1) : next;
    return cased + (plural ?? '');
  });
}

/** The model answers of the questions whose key sets two or more things against each other, those things swapped. */
export const swappedFigures = (): ModelAnswerFigures =>
  modelAnswerFigures((question, key) => {
    const terms = termsSetAgainst(question.text, key);
    return terms.length < 2 ? null : { key, answer: swapTerms(key.modelAnswer, terms) };
  });

export const formatSwapped = (f: ModelAnswerFigures) =>
  formatModelAnswers('model answers with the things their question sets against each other swapped', f);
