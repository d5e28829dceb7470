/**
 * The numbers a text names, each as its value in digits, an ordinal with "th" after it: "four" and "4" are "4",
 * "fourth" and "4th" are "4th", "twenty-fifth" is "25th", "a hundred" and "one hundred" are "100", "1,967" is
 * "1967"; a fraction as its value to three places: "1/2", "a half" and "0.5" are "0.5", "two thirds" is "0.667". A
 * key point that names a number is not shown by an answer that names another of its kind ("two years" is not "four
 * years"). "One" on its own is left out: it is a pronoun as often as a number ("the one that eats").
 */
export const numbersIn = (text: string): string[] => numbersNamed(text).map((n) => n.value);

/** A number a text names: its value (see numbersIn), and the words or digits that name it, lower-cased. */
export type NumberNamed = { value: string; written: string };

/** The numbers a text names (see numbersIn), each with how it is written there. */
export function numbersNamed(text: string): NumberNamed[] {
  const out: NumberNamed[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(DIGITS)) {
    const [whole, over] = [Number(m[1]!.replace(/,/g, '')), m[2] ? Number(m[2]) : null];
    const value = over ? valueOf(whole / over) : `${whole}${m[3] ? 'th' : ''}`;
    out.push({ value, written: m[0].replace(/\s+/g, '') });
  }
  // marks are words of their own: a number does not run on past one ("a hundred, one hundred")
  const words = lower.match(/[a-z]+|[,.;:!?]/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    const read = oneOf(words, i) ?? fractionAt(words, i) ?? numberAt(words, i);
    if (!read) continue;
    const value = read.ordinal ? `${read.value}th` : valueOf(read.value);
    out.push({ value, written: words.slice(i, read.end).join(' ') });
    i = read.end - 1;
  }
  return out;
}

/** Whether a word is one that numbers are named by ("six", "hundred", "half", "thirds"). */
export const isNumberWord = (word: string): boolean =>
  UNITS.has(word) || TENS.has(word) || SCALES.has(word) || PARTS.has(word) || PARTS_OF.has(word);

/** Whether a text offers two numbers as alternatives ("7 or 8", "five or six"): it does not say which it is. */
export function offersNumbers(text: string): boolean {
  for (const [, a, b] of text.toLowerCase().matchAll(EITHER_NUMBER)) {
    const [x, y] = [numbersIn(a!), numbersIn(b!)];
    if (x.length && y.length && x[0] !== y[0]) return true;
  }
  return false;
}
const EITHER_NUMBER = /([\w./-]+)\s+or\s+([\w./-]+)/g;

/** How a text bounds a number it names: above it ("more than 2"), at it or above ("at least 2"), and the like. */
export type Bound = 'gt' | 'ge' | 'lt' | 'le';

/**
 * The numbers a text names with a bound, by value (see numbersIn): "more than two", "over 90" and "above 0" are above
 * their number, "less than 90", "fewer than 3", "under 90" and "below 0" under it, "at least 3" and "3 or more" at it
 * or above, "at most 3" and "3 or fewer" at it or under. A number said exactly ("exactly two", "only two") has none,
 * nor has the number before an "over" that divides ("3 over 4").
 */
export function numberBounds(text: string): ReadonlyMap<string, Bound> {
  const out = new Map<string, Bound>();
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(BOUND_BEFORE)) {
    const before = lower.slice(0, m.index);
    if (m[2] === 'over' && endsInNumber(before)) continue;
    const rest = lower.slice(m.index + m[0].length);
    // read with its bound, which makes a "one" after it a number ("more than one")
    const first = numbersNamed(lower.slice(m.index)).find((n) => unspaced(rest).startsWith(unspaced(n.written)));
    if (first) out.set(first.value, BOUND_OF[m[1] ?? m[2] ?? `at ${m[3]}`]!);
  }
  for (const m of lower.matchAll(BOUND_AFTER)) {
    const before = lower.slice(0, m.index);
    const last = numbersNamed(before).find((n) => unspaced(before).endsWith(unspaced(n.written)));
    if (last) out.set(last.value, BOUND_OF[m[1]!] === 'gt' ? 'ge' : 'le');
  }
  return out;
}
const unspaced = (text: string) => text.replace(/\s+/g, '');

/**
 * Whether a number said with a bound (or none) says what another said with a bound (or none) does: every value it
 * allows is one the other allows ("more than 5" says "5 or more", "two or more" says "more than one", "three" says
 * "more than two"), and a number said with none is said only as itself, or with a bound that takes it in ("at least
 * 14 years" says "14 years"; "more than 90 degrees" does not say "90 degrees").
 */
export function saysNumber(said: Bound | undefined, value: string, bound: Bound | undefined, on: string): boolean {
  if (bound === undefined) return value === on && (said === undefined || said === 'ge' || said === 'le');
  const [x, y] = [Number(value), Number(on)];
  if (Number.isNaN(x) || Number.isNaN(y)) return false;
  const above = bound === 'gt' || bound === 'ge';
  if (said !== undefined && (said === 'gt' || said === 'ge') !== above) return false;
  // what the number said allows, at its nearest to the bound: itself, but for a bound that leaves it out
  const strict = said === 'gt' || said === 'lt';
  if (above) return bound === 'gt' && !strict ? x > y : x >= y;
  return bound === 'lt' && !strict ? x < y : x <= y;
}

/** Whether two bounds go opposite ways: above a number ("more than 2", "at least 2") and under it. */
export const opposite = (a: Bound, b: Bound) => (a === 'gt' || a === 'ge') !== (b === 'gt' || b === 'ge');

/** The words that put a number's bound above it or under it: before "than" ("more than 2"), or alone ("over 90"). */
const MORE_THAN = ['more', 'greater', 'bigger', 'larger', 'higher'];
const LESS_THAN = ['less', 'fewer', 'smaller', 'lower'];
const ABOVE = ['over', 'above'];
const UNDER = ['under', 'below'];
const BOUND_OF: Readonly<Record<string, Bound>> = {
  ...Object.fromEntries([...MORE_THAN, ...ABOVE].map((w) => [w, 'gt'])),
  ...Object.fromEntries([...LESS_THAN, ...UNDER].map((w) => [w, 'lt'])),
  'at least': 'ge',
  'at most': 'le',
};
/** The words right before a number they bound: "one" after them is a number ("more than one", "at least one"). */
const BOUNDING = new Set(['than', 'least', 'most']);
/** The words that bound a number ("more than", "under", "at least"), as numberBounds reads them. */
export const BOUND_WORDS: ReadonlySet<string> = new Set([...MORE_THAN, ...LESS_THAN, ...ABOVE, ...UNDER, ...BOUNDING]);
const BOUND_BEFORE = new RegExp(
  `\\b(?:(${[...MORE_THAN, ...LESS_THAN].join('|')})\\s+than|(${[...ABOVE, ...UNDER].join('|')})|at\\s+(least|most))\\s+`,
  'g',
);
const BOUND_AFTER = new RegExp(`\\bor\\s+(${[...MORE_THAN, ...LESS_THAN, ...ABOVE, ...UNDER].join('|')})\\b`, 'g');
/** Whether a text ends in a number, in digits or words: "3" of "3 over 4". */
const endsInNumber = (text: string) => {
  const last = /(\S+)\s*$/.exec(text)?.[1] ?? '';
  return /\d$/.test(last) || isNumberWord(last);
};

/** A value as numbersIn names it: to three places at most ("0.667"), as a whole number where it is one. */
const valueOf = (value: number) => `${Number(value.toFixed(3))}`;

/**
 * One of a measure, named by "a", "an" or "one" before it: "a day" names 1 as "1 day" does, so it is not "365 days",
 * and "a year" is "one year".
 */
function oneOf(words: string[], start: number): { value: number; ordinal: false; end: number } | null {
  return namesOne(words[start]!, words[start + 1] ?? '') ? { value: 1, ordinal: false, end: start + 1 } : null;
}

/** Whether a word names one of the measure the next names ("a" of "a day"; see oneOf); both lower-case. */
export const namesOne = (word: string, next: string): boolean =>
  (word === 'a' || word === 'an' || word === 'one') && MEASURES.has(next);

/** Measures one is named of by "a" ("a day", "an hour", "a metre"). */
const MEASURES = new Set(
  ['minute', 'hour', 'day', 'week', 'month', 'year', 'decade', 'century', 'mile', 'inch', 'foot', 'pound', 'ounce']
    .concat(['metre', 'meter', 'kilometre', 'kilometer', 'centimetre', 'centimeter', 'millimetre', 'millimeter'])
    .concat(['litre', 'liter', 'millilitre', 'milliliter', 'gram', 'kilogram']),
);

/**
 * The fraction the words from `start` name, and where it ends: "half", "a half", "one half", "a quarter", "one
 * third", "a third of", "two thirds", "three quarters"; null where they name none. "A third" alone is an ordinal as
 * often ("it came a third time").
 */
function fractionAt(words: string[], start: number): { value: number; ordinal: false; end: number } | null {
  const word = words[start]!;
  if (word === 'half') return { value: 0.5, ordinal: false, end: start + 1 };
  const next = words[start + 1] ?? '';
  const one = PARTS.get(next);
  const oneOf = one && (word === 'one' || next === 'half' || next === 'quarter' || words[start + 2] === 'of');
  if (oneOf && (word === 'a' || word === 'one')) return { value: 1 / one, ordinal: false, end: start + 2 };
  const count = numberAt(words, start);
  const parts = count && !count.ordinal ? PARTS_OF.get(words[count.end] ?? '') : undefined;
  return parts ? { value: count!.value / parts, ordinal: false, end: count!.end + 1 } : null;
}

/**
 * The number the words from `start` name, and where it ends: a unit ("four"), tens and a unit ("twenty five"), each
 * times a hundred or a thousand ("a hundred", "three hundred and twenty"); null where they name none.
 */
function numberAt(words: string[], start: number): { value: number; ordinal: boolean; end: number } | null {
  let [total, group, i] = [0, 0, start];
  let counted = false;
  // each scale at most once, the larger first ("one thousand two hundred", not "two hundred thousand hundred")
  let below = Infinity;
  // "a hundred", "one thousand": one of what follows
  if ((words[i] === 'a' || words[i] === 'one') && SCALES.has(words[i + 1] ?? '')) [group, i] = [1, i + 1];
  while (i < words.length) {
    const word = words[i]!;
    const scale = SCALES.get(word);
    const tens = TENS.get(word);
    const unit = UNITS.get(word);
    if (scale && (group > 0 || counted)) {
      if (scale.value >= below || (scale.value === 100 && group >= 100)) break;
      below = scale.value;
      if (scale.value === 100) group *= 100;
      else [total, group] = [total + group * scale.value, 0];
      [counted, i] = [true, i + 1];
      if (scale.ordinal) return { value: total + group, ordinal: true, end: i };
      // "three hundred and twenty"
      if (words[i] === 'and' && (TENS.has(words[i + 1] ?? '') || UNITS.has(words[i + 1] ?? ''))) i++;
      continue;
    }
    if (group % 100 !== 0 || (tens === undefined && unit === undefined)) break;
    if (tens !== undefined) {
      group += tens.value;
      i++;
      const next = UNITS.get(words[i] ?? '');
      if (!tens.ordinal && next !== undefined && next.value > 0 && next.value < 10) {
        group += next.value;
        if (next.ordinal) return { value: total + group, ordinal: true, end: i + 1 };
        i++;
      } else if (tens.ordinal) return { value: total + group, ordinal: true, end: i };
    } else {
      // "one" alone is no number, but a unit of a larger one ("two hundred and one") or bounded ("more than one")
      if (word === 'one' && !counted && !BOUNDING.has(words[start - 1] ?? '')) break;
      group += unit!.value;
      i++;
      if (unit!.ordinal) return { value: total + group, ordinal: true, end: i };
    }
    counted = true;
    if (!SCALES.has(words[i] ?? '')) break;
  }
  return counted ? { value: total + group, ordinal: false, end: i } : null;
}

/** Whether a number numbersIn gave is an ordinal ("25th"). */
export const isOrdinal = (n: string): boolean => n.endsWith('th');

/** An arithmetic operation. */
export type Operation = 'add' | 'subtract' | 'multiply' | 'divide';
/** The words that name an operation as its sign does: a key point that says one asks for it ("length times width"). */
const SIGNS: Readonly<Record<string, Operation>> = { plus: 'add', minus: 'subtract', times: 'multiply' };
/** The words that name an operation in an answer: its sign's, its verb's (as the word's lemma), "over" and "per". */
const OPERATION_WORDS: Readonly<Record<string, Operation>> = {
  ...SIGNS,
  add: 'add',
  subtract: 'subtract',
  multiply: 'multiply',
  divide: 'divide',
  over: 'divide',
  per: 'divide',
};

/** The operations words name as signs do (SIGNS). */
export const operationsSigned = (words: readonly { normal: string }[]): Set<Operation> =>
  new Set(words.flatMap((w) => SIGNS[w.normal] ?? []));

/** The operations words name, by their signs, verbs and "over" or "per" (OPERATION_WORDS). */
export const operationsNamed = (words: readonly { normal: string; lemma: string }[]): Set<Operation> =>
  new Set(words.flatMap((w) => operationOf(w) ?? []));

/** The operation a word names (OPERATION_WORDS), or null. */
export const operationOf = (word: { normal: string; lemma: string }): Operation | null =>
  OPERATION_WORDS[word.normal] ?? OPERATION_WORDS[word.lemma] ?? null;

type Named = { value: number; ordinal: boolean };

/** A number standing alone ("25th", "1,967", "3.5", ".5", "1/2"; not the 2 of "ww2"), a denominator, an ordinal's end. */
const DIGITS = /(?<![\w.])(\d[\d,]*(?:\.\d+)?|\.\d+)(?:\s*\/\s*(\d+)|(st|nd|rd|th))?\b/g;

const UNIT_WORDS = [
  ['zero', 'zeroth'],
  ['one', 'first'],
  ['two', 'second'],
  ['three', 'third'],
  ['four', 'fourth'],
  ['five', 'fifth'],
  ['six', 'sixth'],
  ['seven', 'seventh'],
  ['eight', 'eighth'],
  ['nine', 'ninth'],
  ['ten', 'tenth'],
  ['eleven', 'eleventh'],
  ['twelve', 'twelfth'],
  ['thirteen', 'thirteenth'],
  ['fourteen', 'fourteenth'],
  ['fifteen', 'fifteenth'],
  ['sixteen', 'sixteenth'],
  ['seventeen', 'seventeenth'],
  ['eighteen', 'eighteenth'],
  ['nineteen', 'nineteenth'],
];
const UNITS = new Map<string, Named>(
  UNIT_WORDS.flatMap(([cardinal, ordinal], value) => [
    [cardinal!, { value, ordinal: false }],
    [ordinal!, { value, ordinal: true }],
  ]),
);
const SCALES = new Map<string, Named>([
  ['hundred', { value: 100, ordinal: false }],
  ['hundredth', { value: 100, ordinal: true }],
  ['thousand', { value: 1000, ordinal: false }],
  ['thousandth', { value: 1000, ordinal: true }],
  ['million', { value: 1000000, ordinal: false }],
  ['millionth', { value: 1000000, ordinal: true }],
]);
const TENS = new Map<string, Named>(
  ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].flatMap((word, i) => [
    [word, { value: 20 + 10 * i, ordinal: false }],
    [`${word.slice(0, -1)}ieth`, { value: 20 + 10 * i, ordinal: true }],
  ]),
);

/** The parts a whole is cut into, by the word for one of them ("a third") and for several ("two thirds"). */
const PART_WORDS: [string, string, number][] = [
  ['half', 'halves', 2],
  ['quarter', 'quarters', 4],
  ...UNIT_WORDS.slice(3, 13).map(([, ordinal], i): [string, string, number] => [ordinal!, `${ordinal}s`, i + 3]),
];
const PARTS = new Map(PART_WORDS.map(([one, , value]) => [one, value]));
const PARTS_OF = new Map(PART_WORDS.map(([, several, value]) => [several, value]));
