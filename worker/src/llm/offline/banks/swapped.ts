/**
 * How the built-in rater meets a model answer with the things its question sets against each other swapped ("Whom is
 * used as a subject ... and who as an object"): the same words, each said of the wrong thing, so a rater that reads
 * what is said of what rates few of them strong and finds few of their key points; one that counts words rates them
 * as high as the model answers.
 */
import { termsSetAgainst } from '@checkin/grading';
import { assess, STRONG_FROM } from '../rater.js';
import { BANKS } from './index.js';
import { share } from './off-question.js';

export type SwappedFigures = {
  /** Bank questions whose key sets two or more things against each other. */
  questions: number;
  /** Of their model answers with those things swapped, how many are rated strong. */
  strong: number;
  /** Key points looked for in them, and those said to be shown. */
  points: number;
  shown: number;
};

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

export function swappedFigures(): SwappedFigures {
  const figures: SwappedFigures = { questions: 0, strong: 0, points: 0, shown: 0 };
  for (const bank of Object.values(BANKS)) {
    for (const question of Object.values(bank).flat()) {
      if (!question.key) continue;
      const terms = termsSetAgainst(question.text, question.key);
      if (terms.length < 2) continue;
      const judged = assess(question.text, question.key, swapTerms(question.key.modelAnswer, terms));
      figures.questions++;
      if (judged.score + 1e-9 >= STRONG_FROM) figures.strong++;
      figures.points += judged.keyPoints.length;
      figures.shown += judged.shown.length;
    }
  }
  return figures;
}

export function formatSwapped(f: SwappedFigures): string {
  return [
    'question banks: model answers with the things their question sets against each other swapped',
    `  ${f.questions} questions; rated strong ${share(f.strong, f.questions)}; points shown ${share(f.shown, f.points)}`,
  ].join('\n');
}
