/**
 * The numbers a text names, each as its value in digits ("four", "4" and "4th" are all "4"; "twenty-fifth" is "25";
 * "1,967" is "1967"): a key point that names a number is shown only by an answer that names the same. "One" is left
 * out: it is a pronoun as often as a number ("the one that eats").
 */
export function numbersIn(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(DIGITS)) out.push(String(Number(m[0].replace(/,/g, ''))));
  const words = lower.match(/[a-z]+/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    const tens = TENS.get(words[i]!);
    if (tens !== undefined) {
      const unit = UNITS.get(words[i + 1] ?? '');
      if (unit !== undefined && unit > 0 && unit < 10) {
        out.push(String(tens + unit));
        i++;
      } else out.push(String(tens));
      continue;
    }
    const unit = UNITS.get(words[i]!);
    if (unit !== undefined && words[i] !== 'one') out.push(String(unit));
  }
  return out;
}

const DIGITS = /\d[\d,]*(?:\.\d+)?/g;

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
const UNITS = new Map(
  UNIT_WORDS.flatMap(([cardinal, ordinal], n) => [
    [cardinal!, n],
    [ordinal!, n],
  ]),
);
const TENS = new Map(
  ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].flatMap((word, i) => [
    [word, 20 + 10 * i],
    [`${word.slice(0, -1)}ieth`, 20 + 10 * i],
  ]),
);
