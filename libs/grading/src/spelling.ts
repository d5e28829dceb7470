import type { AnswerKey } from '@checkin/domain';
import { BoundedCache } from './bounded-cache.js';
import { Derived } from './derived.js';
import { splitPoint } from './key-points.js';
import { type Analysed, analyse, type Token } from './text.js';
import { comparable, senseCount } from './wordnet.js';

/** The shortest word looked at, in the answer and in the reference: shorter ones are too alike to tell apart. */
const SHORTEST = 4;
/** The letters a misspelling may differ by: one in a short word, two from this many letters on. */
const TWO_FROM = 6;
const LETTERS = /^[a-z]+$/;

/**
 * The words the reference writes: of the question, the model answer, and the key points and misconceptions by
 * their names, as written, in lower case (their other wordings may be parts of words, as "evaporat").
 */
const referenceWords = new Derived(
  (key: AnswerKey) =>
    new Derived((question: Analysed): string[] => {
      const texts = [
        key.modelAnswer,
        ...key.keyPoints.map((line) => splitPoint(line).name),
        ...key.misconceptions.map((line) => splitPoint(line).name),
      ];
      const words = [question, ...texts.map(analyse)].flatMap((text) => text.content.map((t) => t.normal));
      return [...new Set(words)].filter((w) => w.length >= SHORTEST && LETTERS.test(w));
    }),
);

/**
 * How many letters one word differs from another by, each letter left out, put in, changed or swapped with the
 * next (the optimal string alignment distance), or `cap` + 1 where that is more than `cap`.
 */
export function lettersApart(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let last = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(before[j]! + 1, row[j - 1]! + 1, before[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, last[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > cap) return cap + 1;
    last = before;
    before = row;
  }
  return Math.min(before[b.length]!, cap + 1);
}

/**
 * Whether WordNet knows a word: as written, or as a form of a word it has ("evaporates", "warmer"); "-er" and "-est"
 * make forms of adjectives and adverbs only ("watter" is no form of "watt").
 */
function known(t: Token): boolean {
  if (senseCount(t.normal) > 0) return true;
  if (t.lemma === t.normal || senseCount(t.lemma) === 0) return false;
  return !/(?:er|est)$/.test(t.normal) || comparable(t.lemma);
}

/** The one reference word a word is a misspelling of, or null: the nearest within the letters allowed, if only one. */
function meant(word: string, reference: string[]): string | null {
  if (reference.includes(word)) return null;
  const cap = word.length >= TWO_FROM ? 2 : 1;
  let best: string | null = null;
  let bestApart = cap + 1;
  let tied = false;
  for (const r of reference) {
    // a word made of the reference word and a prefix ("redraw", "unheated") is another word, not a misspelling
    if (word.endsWith(r)) continue;
    const apart = lettersApart(word, r, cap);
    if (apart < bestApart) [best, bestApart, tied] = [r, apart, false];
    else if (apart === bestApart && apart <= cap) tied = true;
  }
  return bestApart <= cap && !tied ? best : null;
}

/** Each reference's answers as spelled, the same for every reading of the same answer. */
const spelled = new Derived<string[], BoundedCache<string>>(() => new BoundedCache<string>(5000));

/**
 * The answer with each word it misspells written as the reference writes it ("The water evaperates because the sun
 * heets it": "evaporates", "heats"): a word of at least SHORTEST letters that says something, that WordNet does not
 * know, and that differs from one reference word, and from no other as little, by a letter (two in a word of
 * TWO_FROM letters or more). A word WordNet knows is taken as meant, though it may be another misspelt.
 */
export function spelledAsKey(question: string, key: AnswerKey, answer: string): string {
  const reference = referenceWords.of(key).of(analyse(question));
  return spelled.of(reference).through(answer, () => {
    const fixes = new Map<string, string>();
    for (const t of analyse(answer).content) {
      if (t.normal.length < SHORTEST || !LETTERS.test(t.normal) || known(t)) continue;
      const to = meant(t.normal, reference);
      if (to) fixes.set(t.normal, to);
    }
    if (!fixes.size) return answer;
    return answer.replace(/[A-Za-z]+/g, (word) => {
      const to = fixes.get(word.toLowerCase());
      return to === undefined ? word : word[0] === word[0]!.toUpperCase() ? to[0]!.toUpperCase() + to.slice(1) : to;
    });
  });
}
