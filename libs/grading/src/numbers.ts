/**
 * The numbers a text names, each as its value in digits, an ordinal with "th" after it: "four" and "4" are "4",
 * "fourth" and "4th" are "4th", "twenty-fifth" is "25th", "a hundred" and "one hundred" are "100", "1,967" is
 * "1967". A key point that names a number is not shown by an answer that names another of its kind ("two years" is
 * not "four years"). "One" on its own is left out: it is a pronoun as often as a number ("the one that eats").
 */
export function numbersIn(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(DIGITS)) {
    out.push(`${Number(m[1]!.replace(/,/g, ''))}${m[2] ? 'th' : ''}`);
  }
  // marks are words of their own: a number does not run on past one ("a hundred, one hundred")
  const words = lower.match(/[a-z]+|[,.;:!?]/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    const read = numberAt(words, i);
    if (!read) continue;
    out.push(named(read.value, read.ordinal));
    i = read.end - 1;
  }
  return out;
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
      // "one" alone is no number, but a unit of a larger one ("two hundred and one")
      if (word === 'one' && !counted) break;
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

type Named = { value: number; ordinal: boolean };
const named = (value: number, ordinal: boolean) => `${value}${ordinal ? 'th' : ''}`;

/** A number standing alone ("25th", "1,967", "3.5"; not the 2 of "ww2"), and its ordinal ending. */
const DIGITS = /\b(\d[\d,]*(?:\.\d+)?)(st|nd|rd|th)?\b/g;

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
