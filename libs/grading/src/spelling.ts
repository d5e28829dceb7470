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
/** Whether a word is looked at: of SHORTEST letters or more, letters only. */
const lookedAt = (word: string) => word.length >= SHORTEST && LETTERS.test(word);

/** Spellings that sound alike, each written as the plainer one: "sunlite" is spelt by ear as "sunlight" is said. */
const SOUNDS: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/ight/g, 'ite'],
  [/ck/g, 'k'],
  [/wh/g, 'w'],
];
const bySound = (word: string) => SOUNDS.reduce((w, [spelt, said]) => w.replace(spelt, said), word);

/**
 * A word the reference writes, in lower case, and as it sounds (see bySound), or the start of words (`start`), as a
 * key point's other wordings may be ("evaporat", which "evaporates" and "evaporation" start with).
 */
type Written = { text: string; sound: string; start: boolean };

/**
 * The words the reference writes: of the question, the model answer, and the key points and misconceptions by
 * their names, as written; and the other words of their wordings, as the starts of words where WordNet does not know
 * them ("evaporat").
 */
const referenceWords = new Derived(
  (key: AnswerKey) =>
    new Derived((question: Analysed): Written[] => {
      const lines = [...key.keyPoints, ...key.misconceptions].map(splitPoint);
      const words = (texts: Analysed[]) => texts.flatMap((text) => text.content.map((t) => t.normal));
      const named = words([question, ...[key.modelAnswer, ...lines.map((l) => l.name)].map(analyse)]);
      const others = words(lines.flatMap((l) => l.alternatives.slice(1)).map(analyse));
      const whole = new Set([...named, ...others.filter((w) => senseCount(w) > 0)].filter(lookedAt));
      const starts = new Set(others.filter((w) => lookedAt(w) && !whole.has(w) && senseCount(w) === 0));
      const written = (text: string, start: boolean): Written => ({ text, sound: bySound(text), start });
      return [...[...whole].map((text) => written(text, false)), ...[...starts].map((text) => written(text, true))];
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

/** How many letters a word is from a reference word (lettersApart), as written or as they sound, whichever is less. */
const apart = (word: string, r: Written, cap: number) =>
  Math.min(lettersApart(word, r.text, cap), lettersApart(bySound(word), r.sound, cap));

/**
 * Whether WordNet knows a word: as written, or as a form of a word it has ("evaporates", "warmer"); "-er" and "-est"
 * make forms of adjectives and adverbs only ("watter" is no form of "watt").
 */
function known(t: Token): boolean {
  if (senseCount(t.normal) > 0) return true;
  if (t.lemma === t.normal || senseCount(t.lemma) === 0) return false;
  return !/(?:er|est)$/.test(t.normal) || comparable(t.lemma);
}

/**
 * The word as the reference writes it, or null: the nearest of its words within the letters allowed (see apart), if
 * only one; else, where none is that near, the word begun as a start of words the reference writes, the rest of it
 * kept ("evaperates" as "evaporat" + "es"). Null where the reference writes it so.
 */
function meant(word: string, reference: Written[]): string | null {
  const cap = word.length >= TWO_FROM ? 2 : 1;
  const nearest = (ways: [number, string][]) => {
    const least = Math.min(...ways.map(([letters]) => letters));
    const ats = new Set(ways.filter(([letters]) => letters === least).map(([, as]) => as));
    return least <= cap && ats.size === 1 ? [...ats][0]! : null;
  };
  const whole = nearest(
    reference
      // a word made of the reference word and a prefix ("redraw", "unheated") is another word, not a misspelling
      .filter((r) => !r.start && (word === r.text || !word.endsWith(r.text)))
      .map((r): [number, string] => [apart(word, r, cap), r.text]),
  );
  const begun = () =>
    nearest(
      reference
        .filter((r) => r.start)
        .flatMap((r) =>
          [r.text.length - 1, r.text.length, r.text.length + 1]
            .filter((k) => k <= word.length)
            .map((k): [number, string] => [apart(word.slice(0, k), r, cap), r.text + word.slice(k)]),
        ),
    );
  const as = whole ?? begun();
  return as === word ? null : as;
}

/** Each reference's answers as spelled, the same for every reading of the same answer. */
const spelled = new Derived<Written[], BoundedCache<string>>(() => new BoundedCache<string>(5000));

/**
 * The answer with each word it misspells written as the reference writes it ("The water evaperates because the sun
 * heets it": "evaporates", "heats"): a word of at least SHORTEST letters that says something, that WordNet does not
 * know, and that differs from one reference word, and from no other as little, by a letter (two in a word of
 * TWO_FROM letters or more), as written or as it sounds, or begins as a start of words the reference writes (see
 * meant). A word WordNet knows is taken as meant, though it may be another misspelt.
 */
export function spelledAsKey(question: string, key: AnswerKey, answer: string): string {
  const reference = referenceWords.of(key).of(analyse(question));
  return spelled.of(reference).through(answer, () => {
    const fixes = new Map<string, string>();
    for (const t of analyse(answer).content) {
      if (!lookedAt(t.normal) || known(t)) continue;
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
