/**
 * Questions answered yes or no ("Is the Sun a star?", "Can plants make their own food?") and the key points that
 * answer them: "yes, the Sun is a star", "no, a spider has eight legs", or the question's words said as a statement
 * ("the Sun is a star", "a spider is not an insect"). Such a point takes a side, which an answer takes by its first
 * word ("Yes.", "Nope, it is a planet.") or by the question's words said as a statement ("The sun is a star.", "It is
 * not a star."); what the point says after its side is looked for as any point's words are.
 */
import { BoundedCache } from './bounded-cache.js';
import { Derived } from './derived.js';
import { splitPoint } from './key-points.js';
import { type Analysed, analyse, stemSet } from './text.js';

export type Side = 'yes' | 'no';

/** Verbs that open a question answered yes or no ("Is …?", "Can …?", "Does …?"). */
const ASKING = '(?:is|are|was|were|am|do|does|did|can|could|will|would|should|shall|has|have|had|may|might|must)\\b';
/** A question whose last sentence opens with such a verb. */
const ASKS_YES_NO = new RegExp(`(?:^|[.!?:]\\s+)${ASKING}[^.!?]*\\?\\s*$`, 'i');
/** A text that asks again, with a question mark or without: "does ice float on water". */
const ASKS_AGAIN = new RegExp(`^\\s*${ASKING}|\\?\\s*$`, 'i');

/** Whether a question is answered yes or no; one that offers options ("a fruit or a vegetable?") is a choice. */
export const asksYesNo = (question: string, options: readonly string[][]): boolean =>
  options.length === 0 && ASKS_YES_NO.test(question.trim());

const YES = ['yes', 'yeah', 'yep', 'yup', 'yea', 'sure', 'of course', 'correct', 'true', 'definitely', 'absolutely'];
const NO = ['no', 'nope', 'nah', 'not really', 'false', 'never'];
/** The words a text takes a side by, and the side each takes. */
const SIDES = new Map<string, Side>([
  ...YES.concat('agree').map((w): [string, Side] => [w, 'yes']),
  ...NO.concat('disagree').map((w): [string, Side] => [w, 'no']),
]);
const SIDE_SAYING = [...SIDES.keys()].join('|');
/** A side said as the first words of a text, and what follows it. */
const SIDE_FIRST = new RegExp(`^\\s*(${SIDE_SAYING})\\b[\\s,.:;!-]*(.*)$`, 'is');

/** The side a word takes ("yeah": "yes", "nope": "no"), if it takes one. */
export const sideOf = (word: string): Side | undefined => SIDES.get(word.toLowerCase());

/** The single words a text takes a side by: a key that says nothing beyond the question but these answers yes or no. */
export const SIDE_WORDS: ReadonlySet<string> = new Set([...SIDES.keys()].filter((w) => !w.includes(' ')));

/** The side a text's first words take ("Yes, it is." "yes"; "Nope." "no"), and the rest of it; null if none. */
function sideFirst(text: string): { side: Side; rest: string } | null {
  const m = SIDE_FIRST.exec(text);
  return m ? { side: sideOf(m[1]!)!, rest: m[2]!.trim() } : null;
}

/**
 * The side a text takes by the question's words said as a statement ("The sun is a star." to "Is the Sun a star?";
 * "It is not a star." no; "Ice floats." yes to "Does ice float on water?"): where it says no other word, and says the
 * question's last word or most of its words ("A spider." says nothing of "Is a spider an insect?").
 */
function sideStated(text: Analysed, question: Analysed): Side | null {
  const asked = stemSet(question.content);
  const said = new Set(text.content.filter((t) => !t.negation).map((t) => t.stem));
  if (![...said].every((stem) => asked.has(stem))) return null;
  const last = question.content.at(-1);
  if (!(last && said.has(last.stem)) && said.size * 2 <= asked.size) return null;
  return text.tokens.some((t) => t.negation) ? 'no' : 'yes';
}

/**
 * The side an answer takes (see sideFirst and sideStated), `read` as it is read for key points; null if none, and
 * for the question asked again ("Does ice float on water?").
 */
export function answerSide(answer: string, read: Analysed, question: Analysed): Side | null {
  if (ASKS_AGAIN.test(answer)) return null;
  return sideFirst(answer)?.side ?? sideStated(read, question);
}

/**
 * The side a key point takes, by its name, and whether it says more than the side and the question's words (a reason:
 * "no, a spider has eight legs"); null for a point that takes none ("spiders have eight legs").
 */
export const pointSide = (line: string, question: Analysed): PointSide | null =>
  pointSides.of(question).through(line, () => pointSideOf(line, question));

type PointSide = { side: Side; saysMore: boolean };
/** pointSide's answers, by question and line: the same for every answer to them. */
const pointSides = new Derived(() => new BoundedCache<PointSide | null>(1_000));

function pointSideOf(line: string, question: Analysed): PointSide | null {
  const { name } = splitPoint(line);
  const first = sideFirst(name);
  const asked = stemSet(question.content);
  if (first) return { side: first.side, saysMore: analyse(first.rest).content.some((t) => !asked.has(t.stem)) };
  const side = sideStated(analyse(name), question);
  return side ? { side, saysMore: false } : null;
}

/**
 * A point's wording without the side its first word takes, set apart by a mark ("a spider has eight legs" of "no, a
 * spider has eight legs"); "no air" says there is none.
 */
export const withoutSide = (wording: string): string => {
  const first = SIDE_APART.test(wording) ? sideFirst(wording) : null;
  return first && first.rest !== '' ? first.rest : wording;
};
const SIDE_APART = new RegExp(`^\\s*(?:${SIDE_SAYING})\\s*[,.:;!-]`, 'i');
