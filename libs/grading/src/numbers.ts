/**
 * The numbers a text names, each as its value in digits, an ordinal with "th" after it: "four" and "4" are "4",
 * "fourth" and "4th" are "4th", "twenty-fifth" is "25th", "1,967" is "1967". A key point that names a number is
 * not shown by an answer that names another of its kind ("two years" is not "four years"). "One" is left out:
 * it is a pronoun as often as a number ("the one that eats").
 */
export function numbersIn(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(DIGITS)) {
    out.push(`${Number(m[1]!.replace(/,/g, ''))}${m[2] ? 'th' : ''}`);
  }
  const words = lower.match(/[a-z]+/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    const tens = TENS.get(words[i]!);
    if (tens !== undefined) {
      const unit = UNITS.get(words[i + 1] ?? '');
      if (unit !== undefined && unit.value > 0 && unit.value < 10) {
        out.push(named(tens.value + unit.value, unit.ordinal));
        i++;
      } else out.push(named(tens.value, tens.ordinal));
      continue;
    }
    const unit = UNITS.get(words[i]!);
    if (unit !== undefined && words[i] !== 'one') out.push(named(unit.value, unit.ordinal));
  }
  return out;
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
const TENS = new Map<string, Named>(
  ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].flatMap((word, i) => [
    [word, { value: 20 + 10 * i, ordinal: false }],
    [`${word.slice(0, -1)}ieth`, { value: 20 + 10 * i, ordinal: true }],
  ]),
);
